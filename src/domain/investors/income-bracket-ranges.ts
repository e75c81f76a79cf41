import type { BracketNumber, LegalLimitsPeriod } from './legal-limits'

/**
 * An income bracket as the profile page names it, in whole shekels: "up to 406,925",
 * "406,926 - 871,990", "above 1,395,175". Bounds are kept in agorot and contiguous to the agora
 * (the second bracket starts at 406,925.01), so a lower bound is rounded up and an upper one down.
 */
export type IncomeBracketRange =
  | { bracket: BracketNumber; kind: 'upTo'; toShekels: number }
  | { bracket: BracketNumber; kind: 'between'; fromShekels: number; toShekels: number }
  | { bracket: BracketNumber; kind: 'above'; aboveShekels: number }

export function incomeBracketRanges(period: LegalLimitsPeriod): IncomeBracketRange[] {
  const brackets = [...period.incomeBrackets].sort((a, b) => a.bracket - b.bracket)
  return brackets.map((bracket, index): IncomeBracketRange => {
    if (bracket.incomeToMinor === null) {
      const below = brackets[index - 1]?.incomeToMinor ?? 0
      return { bracket: bracket.bracket, kind: 'above', aboveShekels: Math.floor(below / 100) }
    }
    const toShekels = Math.floor(bracket.incomeToMinor / 100)
    if (bracket.incomeFromMinor === 0) return { bracket: bracket.bracket, kind: 'upTo', toShekels }
    return {
      bracket: bracket.bracket,
      kind: 'between',
      fromShekels: Math.ceil(bracket.incomeFromMinor / 100),
      toShekels,
    }
  })
}
