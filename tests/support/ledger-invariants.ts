import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { expect } from 'vitest'
import type Stripe from 'stripe'

import { cardcomStandIn } from '@/dev/cardcom-stand-in'
import { sqlDatabase } from '@/server/db/sql-database'
import { parseSavedCardReference } from '@/server/investments/card-payments/cardcom-values'

type ProjectRow = {
  project_id: number
  raised: string
  maximum: string
  investor_count: string
  live_raised: string
  live_investors: string
}

type InvestmentRow = {
  id: number
  status: string
  method: string
  payment_state: string
  amount: string
  fee: string | null
  charge_charge_id: string | null
  refund_reference: string | null
  transfer_received_amount: string | null
  card_provider: string | null
  card_payment_method_id: string | null
}

/** Where the providers' stand-ins are read: the Stripe SDK, the Cardcom stand-in's address. */
export type ProviderReaders = { stripe?: Stripe; cardcomStandInUrl?: string }

/**
 * A refund reference that names the provider's own refund (not a bank transfer staff recorded):
 * Stripe's `re_…`; Cardcom's new transaction id (`123` or `123@terminal`) or the whole refund it
 * answered as done already (`whole-refund-of:…`).
 */
const providerRefund: Record<string, (reference: string) => boolean> = {
  stripe: (reference) => reference.startsWith('re_'),
  cardcom: (reference) => /^(\d+(@\d+)?|whole-refund-of:.+)$/.test(reference),
}

/** Payment states in which the platform holds the investor's money (paid, not yet returned). */
const held = ['paid', 'refund_due']

/**
 * The ledger's invariants, as a list of what is broken (empty when all hold):
 * - for each project, `raised` is the sum of its live pledges, its investor count the number of
 *   investors holding one, and `raised` is within the maximum;
 * - for each investment, what the ledger says is held (the amount with the card fee while paid or
 *   owed back) equals what the provider actually holds for it (succeeded charges less succeeded
 *   refunds, read through the real SDK from the stand-in; a card payment staff returned by bank
 *   transfer stays held there) or, for a transfer, what staff recorded as received; a recorded
 *   transfer is never erased, and a paid transfer matches its amount.
 */
export async function ledgerViolations(
  payload: Payload,
  options: { projects: readonly number[] } & ProviderReaders,
): Promise<string[]> {
  const db = sqlDatabase(payload)
  const ids = sql.raw(`ARRAY[${options.projects.map(Number).join(',') || 'NULL'}]::int[]`)
  const problems: string[] = []
  const totals = await db.execute(sql`
    select r.project_id, r.raised, r.maximum, r.investor_count,
           coalesce(sum(i.amount) filter (where i.status in ('pending', 'active', 'approved')), 0)
             as live_raised,
           count(distinct i.investor_id) filter (where i.status in ('pending', 'active', 'approved'))
             as live_investors
      from raise_totals r left join investments i on i.project_id = r.project_id
     where r.project_id = any(${ids})
     group by r.project_id, r.raised, r.maximum, r.investor_count`)
  for (const row of totals.rows as ProjectRow[]) {
    if (row.raised !== row.live_raised)
      problems.push(`project ${row.project_id}: raised ${row.raised}, live ${row.live_raised}`)
    if (Number(row.investor_count) !== Number(row.live_investors))
      problems.push(
        `project ${row.project_id}: ${row.investor_count} investors, live ${row.live_investors}`,
      )
    if (Number(row.raised) > Number(row.maximum))
      problems.push(`project ${row.project_id}: raised ${row.raised} > maximum ${row.maximum}`)
  }

  const investments = await db.execute(sql`
    select id, status, method, payment_state, amount, fee, charge_charge_id, refund_reference,
           transfer_received_amount, card_provider, card_payment_method_id
      from investments where project_id = any(${ids}) order by id`)
  for (const row of investments.rows as InvestmentRow[]) {
    // A card payment staff returned by bank transfer (its refund through the provider failed) is
    // still held at the provider: the ledger's refund reference is the bank's, not the provider's.
    const provider = row.card_provider ?? 'stripe'
    const refundedByBank =
      row.method === 'card' &&
      row.payment_state === 'refunded' &&
      !providerRefund[provider]?.(row.refund_reference ?? '')
    const ledgerHolds =
      held.includes(row.payment_state) || refundedByBank
        ? Number(row.amount) + Number(row.fee ?? 0)
        : 0
    if (row.method === 'bank_transfer') {
      const received =
        row.transfer_received_amount === null ? null : Number(row.transfer_received_amount)
      if (held.includes(row.payment_state) && received !== Number(row.amount))
        problems.push(`investment ${row.id}: ${row.payment_state} with ${received} received`)
      if (received !== null && !['paid', 'refund_due', 'refunded'].includes(row.payment_state))
        problems.push(`investment ${row.id}: transfer received but ${row.payment_state}`)
      continue
    }
    const { stripe, cardcomStandInUrl } = options
    const readHeld =
      provider === 'cardcom'
        ? cardcomStandInUrl && (() => heldAtCardcom(cardcomStandInUrl, row.card_payment_method_id))
        : stripe && (() => heldAtProvider(stripe, row.id))
    // Not read when the caller gave no reader for the pledge's provider.
    if (!readHeld) continue
    const providerHolds = await readHeld()
    if (providerHolds !== ledgerHolds)
      problems.push(
        `investment ${row.id} (${row.status}/${row.payment_state}): ledger holds ${ledgerHolds}, provider ${providerHolds}`,
      )
  }
  return problems
}

/** What the provider holds for an investment: its succeeded charges less succeeded refunds. */
async function heldAtProvider(stripe: Stripe, investmentId: number): Promise<number> {
  const intents = (await stripe.paymentIntents.list({ limit: 100 })).data.filter(
    (intent) => intent.metadata?.investmentId === String(investmentId),
  )
  let total = 0
  for (const intent of intents) {
    if (intent.status !== 'succeeded') continue
    total += intent.amount_received
    const refunds = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 })
    for (const refund of refunds.data) if (refund.status === 'succeeded') total -= refund.amount
  }
  return total
}

/**
 * What the Cardcom stand-in holds for a saved card (each pledge saves its own token): its approved
 * charges less what was refunded of them.
 */
async function heldAtCardcom(standInUrl: string, savedCard: string | null): Promise<number> {
  const token = savedCard ? parseSavedCardReference(savedCard)?.token : undefined
  if (!token) return 0
  return (await cardcomStandIn.transactions(standInUrl))
    .filter((t) => t.token === token && t.kind === 'charge' && t.responseCode === 0)
    .reduce((total, charge) => total + charge.amountMinor - charge.refundedMinor, 0)
}

/**
 * Races `first` against `second` in the order that breaks a decision taken on an unlocked read:
 * the test holds the project's row lock while `first` starts (operations that read their
 * investments, then wait for the project), then starts `second` (operations that need no project
 * lock) and lets them run as far as they can, then lets go. An operation that locked its
 * investment before reading it holds it through the wait, so `second` waits for it instead of
 * being read stale. The lock and the count of waiting backends (in this database only: others may
 * share the server) go over a connection of their own, outside the app's pool, which the racing
 * operations may fill.
 */
export async function raceBehindProjectLock<A, B>(
  projectId: number,
  first: () => Promise<A>,
  second: () => Promise<B>,
  firstCount: number,
): Promise<[PromiseSettledResult<A>, PromiseSettledResult<B>]> {
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await holder.connect()
  const waiting = async () => {
    const found = await holder.query<{ n: string }>(`
      select count(*) as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`)
    return Number(found.rows[0]!.n)
  }
  const until = async (done: () => Promise<boolean>) => {
    for (let tries = 0; tries < 200 && !(await done()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25))
  }
  try {
    await holder.query('begin')
    await holder.query('select id from projects where id = $1 for update', [projectId])
    const a = Promise.allSettled([first()])
    await until(async () => (await waiting()) >= firstCount)
    let secondDone = false
    const b = Promise.allSettled([second()]).finally(() => (secondDone = true))
    await until(async () => secondDone || (await waiting()) > firstCount)
    await holder.query('commit')
    const [[resultA], [resultB]] = await Promise.all([a, b])
    return [resultA!, resultB!]
  } finally {
    await holder.end()
  }
}

/**
 * The invariants of one project, as an assertion (the settlement tests' closing check): its card
 * pledges read at Stripe, and at the Cardcom stand-in when `cardcomStandInUrl` is given.
 */
export async function expectLedgerAgrees(
  payload: Payload,
  stripe: Stripe,
  projectId: number,
  cardcomStandInUrl?: string,
): Promise<void> {
  expect(
    await ledgerViolations(payload, { projects: [projectId], stripe, cardcomStandInUrl }),
  ).toEqual([])
}
