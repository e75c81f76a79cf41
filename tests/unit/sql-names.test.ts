import { sql } from '@payloadcms/db-postgres'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { describe, expect, expectTypeOf, it } from 'vitest'

import { investments, raise_totals } from '@/payload-generated-schema'
import { bare, type Fields } from '@/server/db/sql-names'

const rendered = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query)

/** How raw SQL names tables and columns through the generated schema (src/server/db/sql-names.ts). */
describe('raw SQL through the generated tables', () => {
  it('renders a table as its quoted name and a column qualified by it, values as parameters', () => {
    expect(
      rendered(sql`select ${investments.paymentState} from ${investments}
                    where ${investments.id} = ${7} for update of ${investments}`),
    ).toMatchObject({
      sql: `select "investments"."payment_state" from "investments"
                    where "investments"."id" = $1 for update of "investments"`,
      params: [7],
    })
  })

  it('renders a bare column where PostgreSQL takes no table: SET, INSERT and ON CONFLICT', () => {
    expect(
      rendered(sql`update ${raise_totals}
                    set ${bare(raise_totals.investorCount)} = ${raise_totals.investorCount} + 1`)
        .sql,
    ).toBe(`update "raise_totals"
                    set "investor_count" = "raise_totals"."investor_count" + 1`)
    expect(rendered(sql`on conflict (${bare(raise_totals.project)}) do nothing`).sql).toBe(
      'on conflict ("project_id") do nothing',
    )
  })

  it('types a row by the columns’ names in the database', () => {
    type Row = Fields<
      | [typeof investments.paymentState, string]
      | [typeof investments.charge_chargeId, string | null]
    >
    expectTypeOf<Row>().toEqualTypeOf<{ payment_state: string; charge_charge_id: string | null }>()
  })
})
