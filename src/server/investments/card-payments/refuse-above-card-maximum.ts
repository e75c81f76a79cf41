import { cardChargeFits, largestCardAmount } from '@/domain/investments/card-limit'
import { formatMoney, type Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'

import { CardGatewayUnavailableError } from './card-gateway'
import { cardGatewayForNewCards } from './configured-card-gateway'

/**
 * A card pledge whose charge (amount and card fee) the card gateway could never make is refused
 * when pledged, at the amount field, naming the largest amount a card can pay and offering the
 * bank transfer; otherwise it would be accepted and then fail at every charge attempt. Without a
 * configured gateway no card is charged at all (its own error says so): nothing to check.
 */
export function refuseAboveCardMaximum(
  charge: { amountMinor: number; feeBasisPoints: number; currency: Currency },
  locale: Locale,
): void {
  let maxChargeMinor: number
  try {
    maxChargeMinor = cardGatewayForNewCards().maxChargeMinor
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError) return
    throw error
  }
  if (cardChargeFits(charge.amountMinor, charge.feeBasisPoints, maxChargeMinor)) return
  const largestMinor = largestCardAmount(maxChargeMinor, charge.feeBasisPoints)
  throw new AppError('CARD_AMOUNT_ABOVE_LIMIT', {
    fields: { amount: 'cardAmountAboveLimit' },
    largestMinor,
    currency: charge.currency,
    messageValues: {
      maximum: formatMoney({ minor: largestMinor, currency: charge.currency }, locale),
    },
  })
}
