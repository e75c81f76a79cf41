import type { Investment } from '@/payload-types'

/** An investment as its owner sees it through the API (amounts in minor units). */
export function investmentSummary(investment: Investment) {
  return {
    id: investment.id,
    number: investment.number,
    reference: investment.reference,
    status: investment.status,
    paymentState: investment.paymentState,
    /** Owed back after a card refund failed (at once, or after the provider said it succeeded). */
    refundFailed: investment.paymentState === 'refund_due' && !!investment.refund?.failedAt,
    method: investment.method,
    amount: Number(investment.amount),
    fee: Number(investment.fee ?? 0),
    currency: investment.currency,
    units: Number(investment.units),
    unitPrice: Number(investment.unitPrice),
    sharePackage: investment.sharePackage ?? null,
    card:
      investment.method === 'card' && investment.card?.last4
        ? { brand: investment.card.brand ?? null, last4: investment.card.last4 }
        : null,
    createdAt: investment.createdAt,
  }
}

export type InvestmentSummary = ReturnType<typeof investmentSummary>
