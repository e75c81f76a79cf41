import { callRoute } from '@/client/call-route'
import {
  changeInvestmentRoute,
  confirmChargeRoute,
  createInvestmentRoute,
  listOwnInvestmentsInProjectRoute,
  listOwnInvestmentsRoute,
  listOwnInvoicesRoute,
  sendBankDetailsRoute,
  startCardSetupRoute,
} from '@/contracts/investments'
import type { UtmFields } from '@/domain/utm'
import type * as z from '@/domain/zod'

/**
 * The invest page's and the profile's calls of the investments API (src/contracts/investments.ts),
 * each a line: the contract says the path, what is sent and what comes back.
 */

/** An investment as the API answers it (amounts in minor units); a new one with its next step. */
export type InvestmentSummary = z.output<typeof createInvestmentRoute.output>
export type InvestmentRequestBody = z.input<typeof createInvestmentRoute.input>
export type InvestmentChange = z.input<typeof changeInvestmentRoute.input>
export type InvestmentsPage = z.output<typeof listOwnInvestmentsRoute.output>
export type InvestmentRow = InvestmentsPage['investments'][number]
export type InvoiceRow = z.output<typeof listOwnInvoicesRoute.output>['invoices'][number]

/** `POST /api/investition`, with the submission's idempotency key (reused when retried). */
export const createInvestment = (
  body: InvestmentRequestBody,
  idempotencyKey: string,
  locale: string,
) =>
  callRoute(createInvestmentRoute, {
    input: body,
    locale,
    headers: { 'Idempotency-Key': idempotencyKey },
  })

export const updateInvestment = (change: InvestmentChange, locale: string) =>
  callRoute(changeInvestmentRoute, { input: change, locale })

export const startCardSetup = (investment: number, locale: string) =>
  callRoute(startCardSetupRoute, { input: { investment }, locale })

export const sendBankDetails = (invoiceId: number, locale: string) =>
  callRoute(sendBankDetailsRoute, { input: { invoice_id: invoiceId }, locale })

export const projectInvestments = (alias: string) =>
  callRoute(listOwnInvestmentsInProjectRoute, { input: {}, params: { alias } })

export const myInvestments = (page: number, limit: number) =>
  callRoute(listOwnInvestmentsRoute, { input: { page, limit } })

export const myInvoices = () => callRoute(listOwnInvoicesRoute, { input: {} })

/** The investor's bank page for a charge it holds (3-D Secure), through the card provider. */
export const confirmCharge = (investment: number) =>
  callRoute(confirmChargeRoute, { input: { investment } })

/** The campaign fields as the investing API names them (`utm_source` → `source`). */
export function utmForRequest(utm: UtmFields): InvestmentRequestBody['utm'] {
  const entries = Object.entries(utm)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name, value]) => [name.replace(/^utm_/, ''), value as string])
  return entries.length ? Object.fromEntries(entries) : undefined
}
