import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { AppError } from '@/server/errors/app-error'
import { siteUrl } from '@/server/http/site-url'
import {
  CardGatewayError,
  CardGatewayUnavailableError,
} from '@/server/investments/card-payments/card-gateway'
import { cardGatewayNamed } from '@/server/investments/card-payments/configured-card-gateway'

/**
 * The investor, present, confirms a charge their bank held (3-D Secure): the card provider's page
 * for it, which returns to the confirmation page. Only the owner's investment, and only while it
 * waits for them; the outcome arrives as the provider's event.
 */
export async function startChargeConfirmation(
  payload: Payload,
  options: { investor: PublicInvestor; investmentId: number },
): Promise<{ url: string }> {
  // Read as the investor, through the ledger's access control: another's is not found.
  const investment = await payload
    .findByID({
      collection: 'investments',
      id: options.investmentId,
      depth: 0,
      overrideAccess: false,
      user: { ...options.investor, collection: 'investors' },
    })
    .catch(() => null)
  if (!investment || relationId(investment.investor) !== options.investor.id)
    throw new AppError('INVESTMENT_NOT_FOUND')
  const chargeId = investment.charge?.chargeId
  const provider = investment.card?.provider
  if (investment.paymentState !== 'action_required' || !chargeId || !provider)
    throw new AppError('INVESTMENT_NOT_CHANGEABLE')
  try {
    // At the provider that made the charge, whichever one new cards go to now.
    return await cardGatewayNamed(provider).startChargeConfirmation({
      chargeId,
      returnUrl: `${siteUrl()}/invest/confirm/${investment.id}?returned=1`,
    })
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError)
      throw new AppError('CARD_PAYMENTS_UNAVAILABLE')
    if (error instanceof CardGatewayError) {
      payload.logger.error({ err: error, msg: `investment ${investment.id}: confirmation page` })
      throw new AppError('CARD_GATEWAY_FAILED')
    }
    throw error
  }
}
