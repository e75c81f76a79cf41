import { cardcomStandIn } from '@/dev/cardcom-stand-in'
import { cardcomTestCards } from '@/dev/cardcom-test-cards'
import { stripeStandIn } from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'
import type { CardProviderName } from '@/domain/investments/card-providers'
import type { Investment } from '@/payload-types'
import { parseSavedCardReference } from '@/server/investments/card-payments/cardcom-values'

import { intStripe } from '../int/stub-ports'
import { saveCardOnPage, standInStripe } from './card-webhooks'
import { saveCardOnCardcomPage } from './cardcom-page'
import type { CardcomForFile } from './cardcom-webhooks'

/** A charge attempt the provider made for a pledge, as its stand-in shows it. */
export type ProviderCharge = { id: string; succeeded: boolean; amountMinor: number }

/**
 * One card provider as the settlement tests drive and inspect it, the same way for each: its test
 * cards, its hosted page filled in as a person would, and what its stand-in holds for a pledge
 * (read over HTTP, never from our database).
 */
export type ProviderUnderTest = {
  name: CardProviderName
  cards: {
    /** Saved and charged fine. */
    charged: string
    /** Saved fine; every charge declined for want of funds. */
    insufficientFunds: string
    /** Charged fine; its refund is refused (Cardcom, at once) or fails (Stripe, later). */
    refundRefused: string
  }
  /** Fills in and submits the provider's card page; answers the submit (303 when saved). */
  saveCard(checkoutUrl: string, cardNumber: string): Promise<Response>
  /** Each charge attempt the provider made for the pledge, approved or declined. */
  chargesOf(investment: Investment): Promise<ProviderCharge[]>
  /** The refunds the provider made of the pledge's charges (whatever became of them). */
  refundsOf(investment: Investment): Promise<{ id: string; amountMinor: number }[]>
  /** The pledge's card is charged fine next time, whatever its number does. */
  letNextChargeSucceed(investment: Investment): Promise<void>
  /** Sends again every event or callback the provider sent about the pledge; their statuses. */
  replayEventsOf(investment: Investment): Promise<(number | null)[]>
  /**
   * Runs `run` with the provider's charge and refund events lost (Stripe's webhook unset); Cardcom
   * sends none about charges or refunds anyway.
   */
  withoutPaymentEvents<T>(run: () => Promise<T>): Promise<T>
}

/** Stripe, through the worker's stand-in and its events to `webhookUrl` (receiveStandInWebhooks). */
export function stripeUnderTest(webhookUrl: string): ProviderUnderTest {
  const intentsOf = async (investment: Investment) =>
    (await standInStripe.paymentIntents.list({ limit: 100 })).data.filter(
      (intent) => intent.metadata?.investmentId === String(investment.id),
    )
  return {
    name: 'stripe',
    cards: {
      charged: testCards.visa,
      insufficientFunds: testCards.insufficientFunds,
      refundRefused: testCards.refundFails,
    },
    saveCard: saveCardOnPage,
    async chargesOf(investment) {
      return (await intentsOf(investment)).map((intent) => ({
        id: intent.id,
        succeeded: intent.status === 'succeeded',
        amountMinor: intent.amount,
      }))
    },
    async refundsOf(investment) {
      const refunds = []
      for (const intent of await intentsOf(investment))
        for (const refund of (await standInStripe.refunds.list({ payment_intent: intent.id })).data)
          refunds.push({ id: refund.id, amountMinor: refund.amount })
      return refunds
    },
    letNextChargeSucceed: (investment) =>
      stripeStandIn.setNextCharge(intStripe.url, investment.card!.paymentMethodId!, 'succeed'),
    async replayEventsOf(investment) {
      const about = (await stripeStandIn.events(intStripe.url)).filter((event) => {
        const object = event.data.object as { id?: string; metadata?: Record<string, string> }
        return (
          object.metadata?.investmentId === String(investment.id) ||
          object.id === investment.card?.setupSessionId
        )
      })
      const statuses = []
      for (const event of about) statuses.push(await stripeStandIn.resend(intStripe.url, event.id))
      return statuses
    },
    async withoutPaymentEvents(run) {
      await stripeStandIn.setWebhookUrl(intStripe.url, null)
      try {
        return await run()
      } finally {
        await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
      }
    },
  }
}

/** Cardcom, through the file's own stand-in (runCardcomForFile). */
export function cardcomUnderTest(cardcom: CardcomForFile): ProviderUnderTest {
  const tokenOf = (investment: Investment) =>
    parseSavedCardReference(investment.card?.paymentMethodId ?? '')?.token ?? null
  const chargeTransactionsOf = async (investment: Investment) => {
    const token = tokenOf(investment)
    return (await cardcomStandIn.transactions(cardcom.url)).filter(
      (t) => token !== null && t.token === token && t.kind === 'charge',
    )
  }
  return {
    name: 'cardcom',
    cards: {
      charged: cardcomTestCards.visa,
      insufficientFunds: cardcomTestCards.insufficientFunds,
      refundRefused: cardcomTestCards.refundRefused,
    },
    saveCard: (checkoutUrl, cardNumber) => saveCardOnCardcomPage(checkoutUrl, { cardNumber }),
    async chargesOf(investment) {
      return (await chargeTransactionsOf(investment)).map((t) => ({
        id: String(t.id),
        succeeded: t.responseCode === 0,
        amountMinor: t.amountMinor,
      }))
    },
    async refundsOf(investment) {
      const charges = new Set((await chargeTransactionsOf(investment)).map((t) => t.id))
      return (await cardcomStandIn.transactions(cardcom.url))
        .filter((t) => t.kind === 'refund' && t.refundOf !== null && charges.has(t.refundOf))
        .map((t) => ({ id: String(t.id), amountMinor: t.amountMinor }))
    },
    async letNextChargeSucceed(investment) {
      await cardcomStandIn.setNextCharge(cardcom.url, tokenOf(investment)!, { kind: 'succeed' })
    },
    async replayEventsOf(investment) {
      const page = investment.card?.setupSessionId?.split('@')[0]
      const about = (await cardcomStandIn.callbacks(cardcom.url)).filter(
        (callback) => callback.lowProfileId === page,
      )
      const statuses = []
      for (const callback of about)
        statuses.push((await cardcomStandIn.resend(cardcom.url, callback.id)).status)
      return statuses
    },
    withoutPaymentEvents: (run) => run(),
  }
}
