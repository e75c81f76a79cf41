import { readFileSync } from 'node:fs'

import pg from 'pg'

/**
 * What `npm run dev` has to do before the site starts: how many committed migrations the database
 * lacks, and whether it is empty (no page yet: the demo content goes in). Read with one connection
 * and the list in `migrations/index.ts`, so that a start with nothing to do skips both steps (each
 * loads the whole app in a process of its own: tens of seconds on two cores).
 */
export async function setupNeeded(
  databaseUri: string,
): Promise<{ pendingMigrations: number; empty: boolean }> {
  const committed = [
    ...readFileSync('migrations/index.ts', 'utf8').matchAll(/name: '([^']+)'/g),
  ].map((match) => match[1]!)
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const applied = await client
      .query<{ name: string }>('select name from payload_migrations')
      .then(
        (result) => new Set(result.rows.map((row) => row.name)),
        () => new Set<string>(),
      )
    const pendingMigrations = committed.filter((name) => !applied.has(name)).length
    if (pendingMigrations > 0) return { pendingMigrations, empty: true }
    const pages = await client.query('select exists (select 1 from pages) as found')
    return { pendingMigrations, empty: !pages.rows[0]?.found }
  } finally {
    await client.end()
  }
}
