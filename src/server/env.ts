/** Reads a setting the app cannot run without; secrets come only from the environment. */
export function requiredEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: see .env.example`)
  return value
}
