import {
  describeProblem,
  type ConfigurationProblem,
} from '@/domain/configuration/required-settings'

import { pingRedis } from './redis-ping'

/** What readiness needs of the database: pg's Pool (or Client) fits. */
export type Queryable = {
  query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>
}

/** `shutting-down` is answered by the HTTP server itself (draining-readiness.ts). */
export type ReadinessFailure =
  'shutting-down' | 'database' | 'migrations' | 'redis' | 'configuration'

export type Readiness =
  | { ready: true }
  /** `configuration` names each problem's setting (never its value) when that check failed. */
  | { ready: false; failed: ReadinessFailure[]; configuration?: string[] }

type Options = {
  /** Payload's pool, or null when Payload could not start. */
  database: Queryable | null
  /** The committed migrations, every one of which must be recorded as applied. */
  expectedMigrations: readonly string[]
  /** Checked only when set. */
  redisUrl?: string
  timeoutMs: number
  /** What production is missing (required-settings.ts); absent outside production. */
  configurationProblems?: readonly ConfigurationProblem[]
}

const undefinedTable = '42P01'

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** `database` when unreachable, `migrations` when one is not applied, or null when all is well. */
async function checkDatabase(
  database: Queryable | null,
  expected: readonly string[],
  timeoutMs: number,
): Promise<'database' | 'migrations' | null> {
  if (!database) return 'database'
  try {
    // One small query answers both questions. Payload records a schema push as batch -1.
    const { rows } = await withTimeout(
      database.query('select name from payload_migrations where batch > 0'),
      timeoutMs,
    )
    const applied = new Set(rows.map((row) => row.name))
    return expected.every((name) => applied.has(name)) ? null : 'migrations'
  } catch (error) {
    // A reachable database without Payload's table has had no migration at all.
    return (error as { code?: unknown }).code === undefinedTable ? 'migrations' : 'database'
  }
}

async function checkRedis(url: string | undefined, timeoutMs: number): Promise<'redis' | null> {
  if (!url) return null
  try {
    await pingRedis(url, timeoutMs)
    return null
  } catch {
    return 'redis'
  }
}

/**
 * Whether this instance should be sent traffic: its database reachable with every committed
 * migration applied, Redis answering when REDIS_URL is set, and no setting production needs
 * missing. The checks run at once, each bounded by `timeoutMs`, so a load balancer's probe never
 * waits long.
 */
export async function checkReadiness(options: Options): Promise<Readiness> {
  const results = await Promise.all([
    checkDatabase(options.database, options.expectedMigrations, options.timeoutMs),
    checkRedis(options.redisUrl, options.timeoutMs),
  ])
  const failed: ReadinessFailure[] = results.filter((result) => result !== null)
  const configuration = options.configurationProblems ?? []
  if (configuration.length)
    return {
      ready: false,
      failed: [...failed, 'configuration'],
      configuration: configuration.map(describeProblem),
    }
  return failed.length ? { ready: false, failed } : { ready: true }
}
