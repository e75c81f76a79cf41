import type { Payload } from 'payload'

import { createInvestmentRoute } from '@/contracts/investments'
import { isIdempotencyKey } from '@/domain/investments/investment-request'
import type { Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'
import { routeHandler, WithStatus } from '@/server/http/route-handler'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { invoicePdfPath } from '@/server/investments/payment-requests/read-own-invoices'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'

/**
 * The card provider's page where the card is saved, opened once the investment is committed. The
 * investment stands if the provider cannot be reached: the finish step offers to try again
 * (`POST /api/investition/card-setup`).
 */
async function openCardPage(payload: Payload, investmentId: number, locale: Locale) {
  try {
    return { checkoutUrl: (await startCardSetup(payload, { investmentId, locale })).checkoutUrl }
  } catch (err) {
    payload.logger.error({ err, msg: 'card page not opened' })
    return { checkoutUrl: null, cardSetupError: err instanceof AppError ? err.code : 'INTERNAL' }
  }
}

/** The contract: src/contracts/investments.ts. A replayed submission answers 200, not 201. */
export const POST = routeHandler(
  createInvestmentRoute,
  async (context) => {
    const { investor } = context.signedIn
    const idempotencyKey = context.request.headers.get('idempotency-key')
    if (!isIdempotencyKey(idempotencyKey)) throw new AppError('IDEMPOTENCY_KEY_INVALID')
    const created = await createInvestment(context.payload, {
      investor,
      request: context.input,
      idempotencyKey,
      client: context.client,
    })
    if (!created.replayed) expireRaiseCaches(context.payload, created.projectAlias)
    const card =
      created.investment.method === 'card' && created.investment.paymentState === 'awaiting_card'
        ? await openCardPage(context.payload, created.investment.id, context.client.locale)
        : {}
    const paymentRequest = created.paymentRequestId
      ? {
          paymentRequest: {
            id: created.paymentRequestId,
            pdfUrl: invoicePdfPath(created.paymentRequestId),
          },
        }
      : {}
    const answer = { ...investmentSummary(created.investment), ...card, ...paymentRequest }
    return created.replayed ? new WithStatus(answer, 200) : answer
  },
  { sendsEmail: true },
)
