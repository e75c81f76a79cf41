import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments, investors, projects } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'

/**
 * The investor's account row, locked until the transaction ends: one investor's investments are
 * written one after another, so each counts the ones before it against the caps. `no key update`
 * still lets other rows reference the investor meanwhile (sessions, audit entries).
 */
export async function lockInvestorRow({ db }: Transaction, investorId: number): Promise<void> {
  await db.execute(
    sql`select ${investors.id} from ${investors} where ${investors.id} = ${investorId} for no key update`,
  )
}

/**
 * The project row, shared: investments into one project proceed together, while an editor's save
 * (a status change, say) waits until they commit, and they re-read the status it had.
 */
export async function lockProjectRowShared({ db }: Transaction, projectId: number): Promise<void> {
  await db.execute(
    sql`select ${projects.id} from ${projects} where ${projects.id} = ${projectId} for share`,
  )
}

/**
 * One of the investor's own investments, its row locked until the transaction ends and read
 * after the lock: the state a change or cancellation decides on is the current one (a transfer
 * recorded or a charge claimed meanwhile has committed first). Null when it is not theirs.
 */
export async function lockOwnInvestment(
  payload: Payload,
  transaction: Transaction,
  investorId: number,
  investmentId: number,
): Promise<Investment | null> {
  const locked = await transaction.db.execute(sql`
    select ${investments.id} from ${investments}
     where ${investments.id} = ${investmentId} and ${investments.investor} = ${investorId}
       for update`)
  if (locked.rows.length === 0) return null
  return payload.findByID({
    collection: 'investments',
    id: investmentId,
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
}
