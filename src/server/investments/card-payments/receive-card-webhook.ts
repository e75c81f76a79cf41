import config from '@payload-config'
import { getPayload } from 'payload'

import type { CardProviderName } from '@/domain/investments/card-providers'
import { AppError } from '@/server/errors/app-error'
import { readBytes } from '@/server/http/api-handler'
import { errorResponse } from '@/server/http/error-response'

import { applyCardEvent } from './apply-card-event'
import { CardEventSignatureError, CardGatewayUnavailableError } from './card-gateway'
import { cardGatewayNamed } from './configured-card-gateway'

/** Stripe's events are a few kilobytes; this leaves room without reading an endless body. */
const maxEventBytes = 512 * 1024

/**
 * What each provider's event is checked with: Stripe's signature header; for Cardcom, which signs
 * nothing, the check our page's callback address carries (it binds the investment the callback
 * names; the page's result itself is read back from Cardcom).
 */
const signatureOf: Record<CardProviderName, (request: Request) => string | null> = {
  stripe: (request) => request.headers.get('stripe-signature'),
  cardcom: (request) => new URL(request.url).searchParams.get('check'),
}

/**
 * A card provider's webhook, at its own path. The signature is checked over the body's raw bytes
 * (no JSON parsing first: a parse and re-serialisation would change them), so this route reads the
 * body itself instead of going through apiHandler, and has no origin check: the provider's server
 * sends no Origin. 400 on a missing or wrong signature (the provider shows it in its dashboard),
 * 200 `{ received: true }` once applied or found already applied, 500 when applying failed (the
 * provider sends it again later), 404 for a provider this deployment has no settings for. Cardcom's callbacks are not signed: only the page they name is
 * taken from them, and its result read back from Cardcom (applyCardEvent, readSetupResult).
 */
export async function receiveCardWebhook(
  request: Request,
  provider: CardProviderName,
): Promise<Response> {
  const payload = await getPayload({ config })
  // Read by whoever looks at the provider's delivery log, not by an investor.
  const locale = 'en'
  const log = (err: unknown) => payload.logger.error({ err, msg: 'POST card webhook' })
  try {
    const rawBody = await readBytes(request, maxEventBytes)
    const gateway = (() => {
      try {
        return cardGatewayNamed(provider)
      } catch (error) {
        if (!(error instanceof CardGatewayUnavailableError)) throw error
        // This deployment takes no events from that provider (its settings are not set): the
        // address is not one of its endpoints.
        payload.logger.warn({ msg: `card webhook received: ${error.message}` })
        throw new AppError('NOT_FOUND')
      }
    })()
    const event = (() => {
      try {
        return gateway.verifyEvent(rawBody, signatureOf[provider](request))
      } catch (error) {
        if (!(error instanceof CardEventSignatureError)) throw error
        payload.logger.warn({ msg: `card webhook refused: ${error.message}` })
        throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      }
    })()
    const outcome = await applyCardEvent(payload, gateway, event)
    payload.logger.info({ msg: `card event ${event.id} (${event.type}): ${outcome}` })
    return Response.json({ received: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorResponse(error, locale, log)
  }
}
