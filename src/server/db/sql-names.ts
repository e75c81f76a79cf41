import { sql } from '@payloadcms/db-postgres'
import type { PgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * Raw SQL names Payload's tables and columns through the generated tables
 * (src/payload-generated-schema.ts, `npm run generate`), never by hand: a field renamed in a
 * collection then fails the typecheck instead of the query. In Drizzle's `sql` template a table
 * renders as its quoted name (`${investments}`: "investments") and a column qualified by its table
 * (`${investments.paymentState}`: "investments"."payment_state"); a query names each table in full
 * (no alias) so the qualified columns resolve, and a table a statement names twice (the outbox's
 * claim picks its rows in a subquery of the table it updates) takes Drizzle's `alias()` there.
 */

/**
 * A column's bare quoted name ("payment_state"), where PostgreSQL takes no table before it: the
 * targets of an UPDATE's SET, an INSERT's column list, ON CONFLICT's columns, after `excluded.`,
 * and as the name (`as ...`) of a computed value the row carries under the column's name.
 */
export function bare(column: PgColumn) {
  return sql.identifier(column.name)
}

/**
 * A raw query's row type, each column's value under the name the row carries it by (the column's
 * name in the database, which a selected `${table.column}` keeps): `Fields<[typeof
 * investments.status, string] | [typeof investments.paidAt, string | null]>` is `{ status: string;
 * paid_at: string | null }`. The values are as the driver returns them (numeric and bigint as
 * strings), which the caller states. A column renamed in the schema renames
 * its field, so a read of the old name fails the typecheck.
 */
export type Fields<Field extends [PgColumn, unknown]> = {
  [Each in Field as Each[0]['_']['name']]: Each[1]
}
