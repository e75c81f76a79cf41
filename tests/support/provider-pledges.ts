import type { Payload } from 'payload'
import { expect } from 'vitest'

import { createInvestment } from '@/server/investing/create-investment'
import { startCardSetup } from '@/server/payments/start-card-setup'

import type { ProviderUnderTest } from './card-providers'
import { aBankTransfer, aSubmissionKey, readyInvestors } from './investing'
import { pledgeFixtures } from './pledges'

/**
 * A card pledge saved at `provider` as an investor saves one: the investment made, the card page
 * opened by the app (at the provider CARD_PROVIDER names now), filled in on the provider's page,
 * and its event or callback applied through the app's route (the file must receive them:
 * receiveStandInWebhooks, runCardcomForFile). Waits until the pledge is `card_saved`.
 */
export async function cardPledgeAt(
  payload: Payload,
  provider: ProviderUnderTest,
  alias: string,
  shekels: number,
  cardNumber: string = provider.cards.charged,
) {
  const { client, eventually } = pledgeFixtures(payload)
  const [investor] = await readyInvestors(payload, 1, {
    investorType: 'qualified',
    typeVerified: true,
  })
  const { investment } = await createInvestment(payload, {
    investor: investor!,
    request: { ...aBankTransfer(alias, String(shekels)), method: 'card' },
    idempotencyKey: aSubmissionKey(),
    client,
  })
  const { checkoutUrl } = await startCardSetup(payload, {
    investmentId: investment.id,
    locale: 'en',
  })
  expect((await provider.saveCard(checkoutUrl, cardNumber)).status).toBe(303)
  await eventually(investment.id, (now) => now.paymentState === 'card_saved')
  return { investor: investor!, id: investment.id }
}
