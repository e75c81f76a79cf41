import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { changeInvestment } from '@/server/investments/invest/change-investment'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { AppError } from '@/server/errors/app-error'
import { cardGatewayForNewCards } from '@/server/investments/card-payments/configured-card-gateway'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'
import { settleRaises } from '@/server/investments/raise/settle-raises'

import { saveCardOnPage, receiveStandInWebhooks, standInStripe } from '../support/card-webhooks'
import { aBankTransfer, aSubmissionKey } from '../support/investing'
import { ledgerViolations } from '../support/ledger-invariants'
import { pledgeFixtures } from '../support/pledges'
import { testPayload } from '../support/payload'
import { staffCaller, type StaffCaller } from '../support/rest'
import { stripeStandIn } from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'
import { intStripe } from './stub-ports'

vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

const stripe = standInStripe
const webhookUrl = receiveStandInWebhooks()

type Pledge = { id: number; investor: { id: number }; method: 'card' | 'bank_transfer' }
/** What the model keeps: the pledges made so far, and the clock the operations are given. */
type Model = { pledges: Pledge[]; minutes: number }
type Real = { projectId: number; alias: string }

/** Refusals an investor or staff member may meet in any order of events: never a fault. */
const expectedRefusals = new Set([
  'RAISE_LIMIT_REACHED',
  'INVESTMENT_NOT_CHANGEABLE',
  'CHANGES_CLOSED',
  'TRANSFER_NOT_EXPECTED',
  'TRANSFER_AMOUNT_MISMATCH',
  'CARD_SETUP_NOT_ALLOWED',
  'PROJECT_NOT_OPEN',
])

/**
 * Issue 30's model-based test: fast-check drives random sequences (and pairs run at once) of
 * invest, change, cancel, card saved, transfer received, settle rounds (charges, refunds,
 * reconciliation), lost webhooks and a settle round killed after the provider charged, against
 * the real database and the Stripe stand-in. After every step the raise's total must be the sum of
 * its live pledges, within the maximum, and no recorded transfer lost; at the end of each run,
 * once the webhooks are back and reconciliation has run, what the ledger holds for each pledge
 * must be what the provider holds. Every error but a translated refusal fails the run.
 */
describe('the ledger under random interleavings (model-based)', () => {
  let payload: Payload
  let staff: StaffCaller
  let fixtures: ReturnType<typeof pledgeFixtures>

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffCaller(payload, 'compliance')
    fixtures = pledgeFixtures(payload)
  })

  /** The model's clock: the raise's tenth day, plus the minutes the settle rounds moved it. */
  const clock = (model: Model) =>
    new Date(Date.parse('2031-05-10T10:00:00Z') + model.minutes * 60_000)

  const tolerate = async (operation: Promise<unknown>) => {
    try {
      await operation
    } catch (error) {
      if (error instanceof AppError && expectedRefusals.has(error.code)) return
      throw error
    }
  }

  const pick = (model: Model, index: number) =>
    model.pledges.length ? model.pledges[index % model.pledges.length]! : null

  type Step = { label: string; run: (model: Model, real: Real) => Promise<void> }
  /** A step fast-check prints by its label in a counterexample. */
  const named = (label: string, run: Step['run']): Step =>
    Object.assign({ label, run }, { [fc.toStringMethod]: () => label })

  const invest = (method: Pledge['method'], shekels: number): Step =>
    named(`invest ${shekels} by ${method}`, async (model, real) => {
      const investor = await fixtures.anInvestor()
      try {
        const { investment } = await createInvestment(payload, {
          investor,
          request: { ...aBankTransfer(real.alias, String(shekels)), method },
          idempotencyKey: aSubmissionKey(),
          client: fixtures.client,
          now: clock(model),
        })
        model.pledges.push({ id: investment.id, investor, method })
      } catch (error) {
        if (!(error instanceof AppError && expectedRefusals.has(error.code))) throw error
      }
    })

  const saveCard = (index: number): Step =>
    named(`save card #${index}`, async (model) => {
      const pledge = pick(model, index)
      if (!pledge || pledge.method !== 'card') return
      const now = await fixtures.investmentNow(pledge.id)
      if (now.status !== 'pending' || now.paymentState !== 'awaiting_card') return
      const { checkoutUrl } = await startCardSetup(payload, {
        investmentId: pledge.id,
        locale: 'en',
      }).catch(async (error: unknown) => {
        if (error instanceof AppError && expectedRefusals.has(error.code))
          return { checkoutUrl: null }
        throw error
      })
      if (!checkoutUrl) return
      // Every other card asks for 3-D Secure on each charge, so some charges wait on the investor.
      const card = index % 2 ? testCards.authenticationRequired : testCards.visa
      // The same page saved twice at once: the second finds it complete (410), as a person would.
      const saved = await saveCardOnPage(checkoutUrl, card).catch((error: unknown) => {
        if (error instanceof Error && error.message === 'card page answered 410') return null
        throw error
      })
      if (saved && saved.status !== 410) expect(saved.status).toBe(303)
    })

  const change = (index: number, shekels: number): Step =>
    named(`change #${index} to ${shekels}`, async (model) => {
      const pledge = pick(model, index)
      if (!pledge) return
      await tolerate(
        changeInvestment(payload, {
          investor: { id: pledge.investor.id, accountKind: 'investor' },
          update: { investment: pledge.id, amount: String(shekels) },
          client: fixtures.client,
          now: clock(model),
        }),
      )
    })

  const cancel = (index: number): Step =>
    named(`cancel #${index}`, async (model) => {
      const pledge = pick(model, index)
      if (!pledge) return
      await tolerate(
        changeInvestment(payload, {
          investor: { id: pledge.investor.id, accountKind: 'investor' },
          update: { investment: pledge.id, cancel: true },
          client: fixtures.client,
          now: clock(model),
        }),
      )
    })

  const transferReceived = (index: number): Step =>
    named(`transfer received #${index}`, async (model) => {
      const pledge = pick(model, index)
      if (!pledge || pledge.method !== 'bank_transfer') return
      const now = await fixtures.investmentNow(pledge.id)
      await tolerate(
        recordTransferReceived(payload, {
          investmentId: pledge.id,
          staff,
          input: { amount: String(now.amount / 100), receivedOn: '2031-05-10' },
          locale: 'en',
          now: clock(model),
        }),
      )
    })

  /** The investor completes the bank's page of a charge that waits on them, whenever they get to it. */
  const confirmCharge = (index: number): Step =>
    named(`confirm charge #${index}`, async (model) => {
      const pledge = pick(model, index)
      if (!pledge || pledge.method !== 'card') return
      const chargeId = (await fixtures.investmentNow(pledge.id)).charge?.chargeId
      if (!chargeId) return
      const intent = await stripe.paymentIntents.retrieve(chargeId)
      if (intent.status === 'succeeded' || intent.status === 'canceled') return
      const { url } = await cardGatewayForNewCards().startChargeConfirmation({
        chargeId,
        returnUrl: 'http://localhost:3000/invest/x?charge=returned',
      })
      const html = await (await fetch(url)).text()
      const action = html.match(/<form method="post" action="([^"]+)"/)?.[1]
      if (!action) return
      await fetch(new URL(action, url), {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      })
    })

  /** Days pass: retry windows run out, and the raise may close. */
  const daysPass: Step = named('four days pass', async (model, real) => {
    model.minutes += 4 * 24 * 60
    await settleRaises(payload, { projects: [real.projectId], now: clock(model) })
  })

  const settle: Step = named('settle round', async (model, real) => {
    model.minutes += 1
    await settleRaises(payload, { projects: [real.projectId], now: clock(model) })
  })

  /** A round killed right after the provider charged: nothing recorded, no event delivered. */
  const crashAfterCharge: Step = named(
    'settle round killed after a charge',
    async (model, real) => {
      model.minutes += 1
      const gateway = cardGatewayForNewCards()
      const dying = {
        ...gateway,
        chargeSavedCard: async (charge: Parameters<typeof gateway.chargeSavedCard>[0]) => {
          await gateway.chargeSavedCard(charge)
          throw new Error('killed after the charge')
        },
      }
      await stripeStandIn.setWebhookUrl(intStripe.url, null)
      try {
        await settleRaises(payload, {
          projects: [real.projectId],
          now: clock(model),
          gateway: dying,
        })
      } catch (error) {
        if (!(error instanceof Error && error.message === 'killed after the charge')) throw error
      } finally {
        await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
      }
    },
  )

  const webhooksLost = (on: boolean): Step =>
    named(on ? 'webhooks back' : 'webhooks lost', async () =>
      stripeStandIn.setWebhookUrl(intStripe.url, on ? webhookUrl : null),
    )

  const single = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('card' as const, 'bank_transfer' as const),
        fc.constantFrom(1_000, 2_500, 6_000),
      )
      .map(([method, shekels]) => invest(method, shekels)),
    fc.nat(20).map(saveCard),
    fc.tuple(fc.nat(20), fc.constantFrom(1_500, 4_000)).map(([i, shekels]) => change(i, shekels)),
    fc.nat(20).map(cancel),
    fc.nat(20).map(transferReceived),
    fc.constant(settle),
    fc.nat(20).map(confirmCharge),
    fc.constant(daysPass),
    fc.constant(crashAfterCharge),
    fc.boolean().map(webhooksLost),
  )

  /** One step, or two at once (their database work interleaving as the locks allow). */
  const step = fc.oneof(
    { weight: 3, arbitrary: single },
    {
      weight: 2,
      arbitrary: fc.tuple(single, single).map(([a, b]): Step =>
        named(`${a.label} ‖ ${b.label}`, async (model, real) => {
          const results = await Promise.allSettled([a.run(model, real), b.run(model, real)])
          for (const result of results) if (result.status === 'rejected') throw result.reason
        }),
      ),
    },
  )

  it('keeps the raise equal to its live pledges and the ledger equal to the money, whatever happens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        // A small raise (₪5,000 to ₪20,000) so that the minimum charges cards and the maximum binds.
        const project = await fixtures.aRaise({ minimumRaise: 5_000_00, maximumRaise: 20_000_00 })
        const real: Real = { projectId: project.id, alias: project.alias }
        const model: Model = { pledges: [], minutes: 0 }
        await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
        for (const each of steps) {
          await each.run(model, real)
          const broken = await ledgerViolations(payload, { projects: [real.projectId] })
          expect(broken, `after ${each.label}`).toEqual([])
        }
        // Quiet: the webhooks back, rounds past the reconciliation delay, every event applied.
        await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
        for (const minutes of [12, 24, 36]) {
          model.minutes += minutes
          await settleRaises(payload, { projects: [real.projectId], now: clock(model) })
          await new Promise((resolve) => setTimeout(resolve, 300))
        }
        expect(
          await ledgerViolations(payload, { projects: [real.projectId], stripe }),
          steps.map((each) => each.label).join(' → '),
        ).toEqual([])
      }),
      { numRuns: 20, endOnFailure: true },
    )
  }, 600_000)
})
