import { sql } from '@payloadcms/db-postgres'

import type { Transaction } from '@/server/db/with-transaction'

/**
 * The investor's account row, locked until the transaction ends: one investor's investments are
 * written one after another, so each counts the ones before it against the caps. `no key update`
 * still lets other rows reference the investor meanwhile (sessions, audit entries).
 */
export async function lockInvestorRow({ db }: Transaction, investorId: number): Promise<void> {
  await db.execute(sql`select id from investors where id = ${investorId} for no key update`)
}

/**
 * The project row, shared: investments into one project proceed together, while an editor's save
 * (a status change, say) waits until they commit, and they re-read the status it had.
 */
export async function lockProjectRowShared({ db }: Transaction, projectId: number): Promise<void> {
  await db.execute(sql`select id from projects where id = ${projectId} for share`)
}
