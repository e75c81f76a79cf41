import { percentToBasisPoints, toMinorUnits } from '../money'

/**
 * The investing rules that sit beside the caps in the *Legal limits* global (a dated period): the
 * card clearing fee and the angel campaign's limits (spec 9: 35 investors, from 15,000 USD).
 */
export type InvestingRules = {
  cardFeeBasisPoints: number
  angel: { maxInvestors: number; minimumUsdMinor: number }
}

export type InvestingRulesRow = {
  cardFeePercent?: number | null
  angelMaxOfferees?: number | null
  angelMinimumInvestmentUsd?: number | null
}

export function investingRulesFromConfig(row: InvestingRulesRow): InvestingRules {
  return {
    cardFeeBasisPoints: percentToBasisPoints(row.cardFeePercent ?? 0),
    angel: {
      maxInvestors: row.angelMaxOfferees ?? 0,
      minimumUsdMinor: toMinorUnits(row.angelMinimumInvestmentUsd ?? 0),
    },
  }
}
