import { sql } from '@payloadcms/db-postgres'

import type { Transaction } from '@/server/db/with-transaction'

/**
 * Records when a raise closed (succeeded, failed or was halted), once: unpaid transfers' grace and
 * the judgement of the money received count from it. A raise nobody invested in gets its totals
 * row here.
 */
export async function recordRaiseClosed({ db }: Transaction, projectId: number, now: Date) {
  await db.execute(sql`
    insert into raise_totals (project_id, currency, raised, maximum, investor_count, closed_at)
    select id, currency::text::enum_raise_totals_currency, 0, maximum_raise, 0,
           ${now.toISOString()}::timestamptz
      from projects where id = ${projectId}
    on conflict (project_id) do update
      set closed_at = coalesce(raise_totals.closed_at, excluded.closed_at)`)
}
