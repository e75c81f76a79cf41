import type { Payload } from 'payload'
import { expect, vi } from 'vitest'

import type { Investment } from '@/payload-types'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'

import { saveCardOnPage } from './card-webhooks'
import { aBankTransfer, aRaisingProject, aSubmissionKey, readyInvestors } from './investing'
import { testCards } from '@/dev/stripe-test-cards'

const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }

/**
 * Pledges made through the real operations, for the settlement and ledger tests: a raise from
 * 1 May to 31 May 2031 in Israel (minimum 10,000, maximum 50,000 shekels unless told), qualified
 * investors, bank transfers, and cards saved on the Stripe stand-in's card page (its webhook
 * applied, so the test must have the receiver running).
 */
export function pledgeFixtures(payload: Payload) {
  const investmentNow = (id: number) =>
    payload.findByID({ collection: 'investments', id, depth: 0, overrideAccess: true })

  /** Waits for the stand-in's events to have reached the investment (polling, 10 s). */
  const eventually = (id: number, check: (investment: Investment) => boolean) =>
    vi.waitFor(
      async () => {
        const investment = await investmentNow(id)
        if (!check(investment)) throw new Error(`investment ${id} is ${investment.paymentState}`)
        return investment
      },
      { timeout: 10_000, interval: 50 },
    )

  const aRaise = (fields: Record<string, unknown> = {}) =>
    aRaisingProject(payload, {
      minimumRaise: 10_000_00,
      maximumRaise: 50_000_00,
      unitPrice: 1_00,
      startDate: '2031-05-01T10:00:00.000Z',
      endDate: '2031-05-31T10:00:00.000Z',
      ...fields,
    })

  async function anInvestor() {
    const [investor] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    return investor!
  }

  async function aTransferPledge(alias: string, shekels: number) {
    const investor = await anInvestor()
    const { investment } = await createInvestment(payload, {
      investor,
      request: aBankTransfer(alias, String(shekels)),
      idempotencyKey: aSubmissionKey(),
      client,
    })
    return { investor, id: investment.id }
  }

  async function aCardPledge(alias: string, shekels: number, cardNumber: string = testCards.visa) {
    const investor = await anInvestor()
    const { investment } = await createInvestment(payload, {
      investor,
      request: { ...aBankTransfer(alias, String(shekels)), method: 'card' },
      idempotencyKey: aSubmissionKey(),
      client,
    })
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })
    expect((await saveCardOnPage(checkoutUrl, cardNumber)).status).toBe(303)
    await eventually(investment.id, (now) => now.paymentState === 'card_saved')
    return { investor, id: investment.id }
  }

  return { client, investmentNow, eventually, aRaise, anInvestor, aTransferPledge, aCardPledge }
}
