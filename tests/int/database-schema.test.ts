import { readFile } from 'node:fs/promises'

import { sql } from '@payloadcms/db-postgres'
import { is } from '@payloadcms/db-postgres/drizzle'
import { getTableConfig, PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as schema from '@/payload-generated-schema'
import { databaseSchemaFile, databaseSchemaSource } from '@/scripts/database-schema'
import { sqlDatabase } from '@/server/db/sql-database'

import { testPayload } from '../support/payload'

type Columns = Record<string, string[]>

const sorted = (entries: [string, string][]): Columns => {
  const tables: Columns = {}
  for (const [table, column] of entries) (tables[table] ??= []).push(column)
  for (const columns of Object.values(tables)) columns.sort()
  return Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Raw SQL names Payload's tables and columns through src/payload-generated-schema.ts (see
 * src/server/db/sql-names.ts): the typecheck holds each query to that file, and these hold the
 * file to the config (what `npm run generate` writes) and to the migrated database (a migration
 * that renames a column, or a config change with no migration, shows here).
 */
describe('the generated database schema', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('is what `npm run generate` writes for the current config', async () => {
    const committed = await readFile(databaseSchemaFile, 'utf8')
    expect(committed, 'src/payload-generated-schema.ts is out of date: npm run generate').toBe(
      await databaseSchemaSource(payload),
    )
  })

  it('names exactly the tables and columns of the migrated database', async () => {
    const tables = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => is(value, PgTable),
    )
    expect(tables.length).toBeGreaterThan(50)
    const generated = sorted(
      tables.flatMap((table) => {
        const { name, columns } = getTableConfig(table)
        return columns.map((column): [string, string] => [name, column.name])
      }),
    )
    const found = await sqlDatabase(payload).execute(sql`
      select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`)
    const migrated = sorted(
      (found.rows as { table_name: string; column_name: string }[]).map((row) => [
        row.table_name,
        row.column_name,
      ]),
    )
    expect(generated).toEqual(migrated)
  })

  it('names exactly the enum types of the migrated database, with their values', async () => {
    const generated = Object.fromEntries(
      Object.values(schema)
        .filter((value) => typeof value === 'function' && 'enumName' in value)
        .map((value) => {
          const { enumName, enumValues } = value as { enumName: string; enumValues: string[] }
          return [enumName, [...enumValues].sort()]
        })
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    )
    const found = await sqlDatabase(payload).execute(sql`
      select t.typname as name, e.enumlabel as value
        from pg_type t
        join pg_enum e on e.enumtypid = t.oid
        join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = current_schema()`)
    const migrated = sorted(
      (found.rows as { name: string; value: string }[]).map((row) => [row.name, row.value]),
    )
    expect(generated).toEqual(migrated)
  })
})
