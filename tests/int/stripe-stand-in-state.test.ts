import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { standInKeys, startStripeStandIn } from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'
import { freePort } from '@/server/dev/port-free'
import { stripeCardGateway } from '@/server/investments/card-payments/stripe-card-gateway'

import { saveCardOnPage } from '../support/card-webhooks'

/**
 * A stand-in of its own (not the run's), started three times on one state file and one port (its
 * card pages' addresses name the port): a free one, so that no worker's stand-in holds it.
 */
const port = await freePort()
const gateway = stripeCardGateway({ ...standInKeys, apiBase: `http://127.0.0.1:${port}` })

describe("the Stripe stand-in's state file (npm run dev)", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stand-in-state-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('charges after a restart a card saved before it, and answers a repeated key as before', async () => {
    const stateFile = path.join(folder, 'stripe-stand-in.json')
    const first = await startStripeStandIn({ port, stateFile })
    const customerId = await gateway.createCustomer(
      { investorId: 1, email: 'state@example.com', name: 'Dana' },
      `customer-${randomUUID()}`,
    )
    const { sessionId, url } = await gateway.startCardSetup({
      customerId,
      investmentId: 1,
      currency: 'ILS',
      successUrl: 'http://localhost:3000/invest/project?card=saved',
      cancelUrl: 'http://localhost:3000/invest/project?card=cancelled',
      locale: 'en',
      idempotencyKey: `card-setup-${randomUUID()}`,
    })
    const submitted = await saveCardOnPage(url, testCards.insufficientFunds)
    expect(submitted.status).toBe(303)
    const card = await gateway.readSetupResult(sessionId)
    await first.stop()

    const charge = {
      customerId,
      paymentMethodId: card.paymentMethodId,
      amountMinor: 1_000_00,
      currency: 'ILS' as const,
      investmentId: 1,
      description: 'Investment 1',
      idempotencyKey: `charge-${randomUUID()}`,
    }
    let firstChargeId: string | null = null
    const second = await startStripeStandIn({ port, stateFile })
    try {
      expect((await gateway.readSetupResult(sessionId)).paymentMethodId).toBe(card.paymentMethodId)
      // The card's number still decides its charges: this one is declined for insufficient funds.
      const declined = await gateway.chargeSavedCard(charge)
      expect(declined).toMatchObject({ outcome: 'declined', declineCode: 'insufficient_funds' })
      firstChargeId = declined.chargeId
    } finally {
      await second.stop()
    }
    // The same charge asked again after another restart: the same answer, no second charge.
    const third = await startStripeStandIn({ port, stateFile })
    try {
      const again = await gateway.chargeSavedCard(charge)
      expect(again.chargeId).toBe(firstChargeId)
      expect(again).toMatchObject({ outcome: 'declined', declineCode: 'insufficient_funds' })
    } finally {
      await third.stop()
    }
  })
})
