import type { Payload } from 'payload'

import { routePath } from '@/contracts/route-contract'
import { ownPaymentRequestPdfRoute } from '@/contracts/settlement'
import { relationId } from '@/domain/relation-id'
import type { PaymentRequest } from '@/payload-types'
import type { PublicInvestor } from '@/server/auth/resolve-session'

export type OwnInvoice = {
  id: number
  number: string
  /** The investment's id. */
  investment: number | null
  /** Minor units (agorot, cents). */
  amount: number
  currency: PaymentRequest['currency']
  status: PaymentRequest['status']
  pdfUrl: string
  createdAt: string
}

/** Where the investor's browser opens a payment request's PDF. */
export const invoicePdfPath = (id: number) => routePath(ownPaymentRequestPdfRoute, { id })

/**
 * Spec 7, GET /api/investor/invoices: the investor's payment requests ('invoices'), newest first,
 * voided and paid ones included; read as that investor, through access control.
 */
export async function readOwnInvoices(
  payload: Payload,
  investor: PublicInvestor,
): Promise<{ invoices: OwnInvoice[] }> {
  const { docs } = await payload.find({
    collection: 'payment-requests',
    where: { investor: { equals: investor.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: { ...investor, collection: 'investors' as const },
  })
  return {
    invoices: docs.map((request) => ({
      id: request.id,
      number: request.number,
      investment: relationId(request.investment),
      amount: request.amount,
      currency: request.currency,
      status: request.status,
      pdfUrl: invoicePdfPath(request.id),
      createdAt: request.createdAt,
    })),
  }
}
