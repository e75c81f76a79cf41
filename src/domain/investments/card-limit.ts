import { cardFee } from './amounts'

/**
 * Stripe's largest single charge: 8 digits in the currency's minor unit (999,999.99 ILS or USD); a
 * larger one is refused with `invalid_request_error`. Each card gateway states its own maximum
 * (`CardGateway.maxChargeMinor`): a local acquirer's may differ.
 */
export const stripeMaxChargeMinor = 99_999_999

/** Whether a card charge of `amountMinor` and its clearing fee is within the gateway's maximum. */
export function cardChargeFits(
  amountMinor: number,
  feeBasisPoints: number,
  maxChargeMinor: number,
): boolean {
  return amountMinor + cardFee(amountMinor, feeBasisPoints) <= maxChargeMinor
}

/**
 * The largest amount a card can pay, fee included, within the gateway's maximum: what the refusal
 * names. Found from the exact bound, then moved past the fee's rounding (at most a step or two).
 */
export function largestCardAmount(maxChargeMinor: number, feeBasisPoints: number): number {
  if (maxChargeMinor <= 0) return 0
  let amount = Math.floor((maxChargeMinor * 10_000) / (10_000 + Math.max(0, feeBasisPoints)))
  while (cardChargeFits(amount + 1, feeBasisPoints, maxChargeMinor)) amount += 1
  while (amount > 0 && !cardChargeFits(amount, feeBasisPoints, maxChargeMinor)) amount -= 1
  return amount
}
