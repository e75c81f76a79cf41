import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cardPaymentsEnabled } from '@/domain/configuration/required-settings'
import {
  canStartCardSetup,
  cardPageKey,
  cardReturnUrls,
  recordedCardPage,
} from '@/domain/investments/card-setup'
import { relationId } from '@/domain/relation-id'
import type { Locale } from '@/i18n/locales'
import { investments } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { siteUrl } from '@/server/http/site-url'

import { CardGatewayError, CardGatewayUnavailableError, type CardGateway } from './card-gateway'
import { cardGatewayForNewCards } from './configured-card-gateway'
import { ensureCardCustomer } from './ensure-card-customer'

export type StartCardSetupOptions = {
  investmentId: number
  /** The language the investor returns to (the provider's page uses it where it has it). */
  locale: Locale
  /** Set when acting for a signed-in investor: another investor's investment is not found. */
  investorId?: number
}

/**
 * The card provider's page where the investor saves a card for this investment (nothing is
 * charged; the charge comes when the raise reaches its minimum). Called right after a card
 * investment is made, again for each replay of that submission, and from the invest page: while
 * the page last opened is still open at the provider (not completed, not expired) it is answered
 * again; only then is a new one opened (claim, call, record: no row is locked during the call). The
 * investment keeps the newest page (id, address, expiry), by whose id the webhook finds it.
 */
export async function startCardSetup(
  payload: Payload,
  options: StartCardSetupOptions,
): Promise<{ checkoutUrl: string }> {
  const investment = await readInvestment(payload, options)
  if (!canStartCardSetup(investment)) throw new AppError('CARD_SETUP_NOT_ALLOWED')
  const gateway = cardGateway(payload)
  // A page opened at another provider (CARD_PROVIDER changed since) is not offered again.
  const recorded =
    investment.card?.provider === gateway.name ? recordedCardPage(investment, new Date()) : null
  if (recorded) {
    const page = await providerCall(payload, investment.id, () =>
      gateway.readCardSetup(recorded.sessionId),
    )
    if (page.status === 'open' && page.url) return { checkoutUrl: page.url }
  }
  const projectId = relationId(investment.project)
  const project = await payload.findByID({
    collection: 'projects',
    id: projectId!,
    depth: 0,
    overrideAccess: true,
  })
  const investorId = relationId(investment.investor)!
  const session = await providerCall(payload, investment.id, async () => {
    const customerId = gateway.keepsCustomers
      ? await ensureCardCustomer(payload, gateway, investorId)
      : null
    return gateway.startCardSetup({
      customerId,
      investmentId: investment.id,
      currency: investment.currency,
      locale: options.locale,
      // Racing replays of one submission get one page: the key names the page it replaces.
      idempotencyKey: cardPageKey(investment, options.locale),
      ...cardReturnUrls({
        siteUrl: siteUrl(),
        projectAlias: project.alias,
        investmentId: investment.id,
        locale: options.locale,
      }),
    })
  })
  await withTransaction(payload, async ({ db, req }) => {
    await db.execute(
      sql`select ${investments.id} from ${investments}
           where ${investments.id} = ${investment.id} for update`,
    )
    const current = await payload.findByID({
      collection: 'investments',
      id: investment.id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    // The card may have been saved (or the investment cancelled) while the page was being made.
    if (!canStartCardSetup(current)) throw new AppError('CARD_SETUP_NOT_ALLOWED')
    await payload.update({
      collection: 'investments',
      id: investment.id,
      data: {
        card: {
          ...current.card,
          provider: gateway.name,
          setupSessionId: session.sessionId,
          setupSessionUrl: session.url,
          setupSessionExpiresAt: session.expiresAt.toISOString(),
        },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
  return { checkoutUrl: session.url }
}

async function readInvestment(
  payload: Payload,
  { investmentId, investorId }: StartCardSetupOptions,
): Promise<Investment> {
  const investment = Number.isSafeInteger(investmentId)
    ? await payload.findByID({
        collection: 'investments',
        id: investmentId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!investment) throw new AppError('INVESTMENT_NOT_FOUND')
  if (investorId !== undefined && relationId(investment.investor) !== investorId)
    throw new AppError('INVESTMENT_NOT_FOUND')
  return investment
}

/**
 * CARD_PAYMENTS=off (a deployment that takes bank transfers only) refuses new cards here alone:
 * pledges already on a card are still charged or refunded when the provider's keys are set.
 */
function cardGateway(payload: Payload): CardGateway {
  try {
    if (!cardPaymentsEnabled(process.env))
      throw new CardGatewayUnavailableError('Card payments are off (CARD_PAYMENTS=off)')
    return cardGatewayForNewCards()
  } catch (error) {
    if (!(error instanceof CardGatewayUnavailableError)) throw error
    payload.logger.error({ msg: error.message })
    throw new AppError('CARD_PAYMENTS_UNAVAILABLE')
  }
}

/** The provider's failures are logged and answered as such; the investor may try again. */
async function providerCall<T>(
  payload: Payload,
  investmentId: number,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof CardGatewayError)) throw error
    payload.logger.error({ msg: `card page for investment ${investmentId}: ${error.message}` })
    throw new AppError('CARD_GATEWAY_FAILED')
  }
}
