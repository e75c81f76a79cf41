import { investmentRequestSchema, isIdempotencyKey } from '@/domain/investments/investment-request'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { createInvestment } from '@/server/investing/create-investment'
import { expireRaiseCaches } from '@/server/investing/expire-raise-caches'
import { investmentSummary } from '@/server/investing/investment-summary'
import { startCardSetup } from '@/server/payments/start-card-setup'

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

/**
 * POST /api/investition (spec 7): the signed-in investor invests. The `Idempotency-Key` header names
 * the form submission: the same key again answers the investment it made (200, not 201).
 */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    const idempotencyKey = context.request.headers.get('idempotency-key')
    if (!isIdempotencyKey(idempotencyKey)) throw new AppError('IDEMPOTENCY_KEY_INVALID')
    const request = parseInput(investmentRequestSchema, context.body)
    const created = await createInvestment(context.payload, {
      investor,
      request,
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
            pdfUrl: `/api/investor/invoices/${created.paymentRequestId}/pdf`,
          },
        }
      : {}
    return ok(
      { ...investmentSummary(created.investment), ...card, ...paymentRequest },
      {
        status: created.replayed ? 200 : 201,
        headers: { 'Cache-Control': 'private, no-store' },
      },
    )
  },
  { sendsEmail: true },
)
