import type { Payload } from 'payload'
import { expect } from 'vitest'

import { createInvestment } from '@/server/investments/invest/create-investment'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'

import type { ProviderUnderTest } from './card-providers'
import { aBankTransfer, aSubmissionKey, readyInvestors } from './investing'
import { pledgeFixtures } from './pledges'

/** A card investment by a new ready investor, its card not saved yet. */
export async function aCardInvestment(payload: Payload, alias: string, shekels: number) {
  const [investor] = await readyInvestors(payload, 1, {
    investorType: 'qualified',
    typeVerified: true,
  })
  const { investment } = await createInvestment(payload, {
    investor: investor!,
    request: { ...aBankTransfer(alias, String(shekels)), method: 'card' },
    idempotencyKey: aSubmissionKey(),
    client: pledgeFixtures(payload).client,
  })
  return { investor: investor!, id: investment.id }
}

/**
 * Saves the investment's card as an investor does: the card page opened by the app (at the
 * provider CARD_PROVIDER names now, which must be `provider`), filled in on the provider's page,
 * and its event or callback applied through the app's route (the file must receive them:
 * receiveStandInWebhooks, runCardcomForFile). Waits until the pledge is `card_saved`.
 */
export async function saveCardAt(
  payload: Payload,
  provider: ProviderUnderTest,
  investmentId: number,
  cardNumber: string = provider.cards.charged,
): Promise<void> {
  const { checkoutUrl } = await startCardSetup(payload, { investmentId, locale: 'en' })
  expect((await provider.saveCard(checkoutUrl, cardNumber)).status).toBe(303)
  await pledgeFixtures(payload).eventually(
    investmentId,
    (now) => now.paymentState === 'card_saved' && now.card?.provider === provider.name,
  )
}

/** A card pledge whose card was saved at `provider` (saveCardAt). */
export async function cardPledgeAt(
  payload: Payload,
  provider: ProviderUnderTest,
  alias: string,
  shekels: number,
  cardNumber: string = provider.cards.charged,
) {
  const pledge = await aCardInvestment(payload, alias, shekels)
  await saveCardAt(payload, provider, pledge.id, cardNumber)
  return pledge
}
