/**
 * Exchange rates as staff record them: shekels per unit of the other currency, as decimal text with
 * up to six decimals ("3.6512"), read exactly into millionths so no float touches money.
 */
const rateText = /^(\d{1,4})(?:\.(\d{1,6}))?$/

export function isRateText(value: unknown): value is string {
  return typeof value === 'string' && rateText.test(value) && parseRateMicros(value) > 0n
}

/** "3.6512" → 3_651_200n (millionths of a shekel per unit). */
export function parseRateMicros(value: string): bigint {
  const match = rateText.exec(value)
  if (!match) throw new Error(`Not a rate: ${value}`)
  const [, whole, fraction = ''] = match
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))
}

/**
 * An amount in minor units of the other currency to agorot at the rate, rounded half up: cents and
 * agorot are both hundredths, so the rate applies to them directly.
 */
export function convertToIlsMinor(minor: number, rateMicros: bigint): number {
  const product = BigInt(minor) * rateMicros
  return Number((product + 500_000n) / 1_000_000n)
}
