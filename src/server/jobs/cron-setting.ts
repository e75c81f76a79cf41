/** A job's schedule from the environment (a cron pattern, six fields with seconds allowed). */
export function cronSetting(name: string, fallback = '* * * * *'): string {
  return process.env[name]?.trim() || fallback
}
