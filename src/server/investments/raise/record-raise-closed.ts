import { sql } from '@payloadcms/db-postgres'

import { enum_raise_totals_currency, projects, raise_totals } from '@/payload-generated-schema'
import { bare } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

/**
 * Records when a raise closed (succeeded, failed or was halted), once: unpaid transfers' grace and
 * the judgement of the money received count from it. A raise nobody invested in gets its totals
 * row here.
 */
export async function recordRaiseClosed({ db }: Transaction, projectId: number, now: Date) {
  await db.execute(sql`
    insert into ${raise_totals} (${bare(raise_totals.project)}, ${bare(raise_totals.currency)},
      ${bare(raise_totals.raised)}, ${bare(raise_totals.maximum)},
      ${bare(raise_totals.investorCount)}, ${bare(raise_totals.closedAt)})
    select ${projects.id},
           ${projects.currency}::text::${sql.identifier(enum_raise_totals_currency.enumName)},
           0, ${projects.maximumRaise}, 0, ${now.toISOString()}::timestamptz
      from ${projects} where ${projects.id} = ${projectId}
    on conflict (${bare(raise_totals.project)}) do update
      set ${bare(raise_totals.closedAt)} =
            coalesce(${raise_totals.closedAt}, excluded.${bare(raise_totals.closedAt)})`)
}
