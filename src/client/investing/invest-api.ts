import { apiFetch } from '@/client/api-fetch'
import type { InvestApiError } from '@/domain/investments/invest-errors'
import type { Confirmations } from '@/domain/investments/invest-steps'
import type { PaymentMethod, PaymentState } from '@/domain/investments/investment-status'
import type { UtmFields } from '@/domain/utm'

/** An investment as the investing API answers it (amounts in minor units). */
export type InvestmentSummary = {
  id: number
  number: number
  status: string
  amount: number
  units: number
  reference: string
  currency: 'ILS' | 'USD'
  method: PaymentMethod
  fee: number
  checkoutUrl?: string
  paymentRequest?: { id: number; pdfUrl: string } | null
  paymentState?: PaymentState
  card?: { brand: string; last4: string } | null
}

export class InvestRequestError extends Error {
  constructor(readonly error: InvestApiError) {
    super(error.code)
  }
}

export function investErrorOf(error: unknown): InvestApiError {
  return error instanceof InvestRequestError ? error.error : { code: 'INTERNAL', message: '' }
}

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    let error: InvestApiError = { code: 'INTERNAL', message: '' }
    try {
      const body = (await response.json()) as { error?: InvestApiError }
      if (body.error?.code) error = body.error
    } catch {
      // Not JSON (a proxy's page): the generic error.
    }
    throw new InvestRequestError(error)
  }
  return (await response.json()) as T
}

const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  answer<T>(await apiFetch(path, { method: 'POST', body, headers, credentials: 'same-origin' }))

const get = async <T>(path: string) =>
  answer<T>(await apiFetch(path, { credentials: 'same-origin', cache: 'no-store' }))

export type InvestmentRequestBody = {
  project: string
  amount?: string
  sharePackage?: string
  method: PaymentMethod
  confirmations: Confirmations
  rbTransactionId?: string
  utm?: Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>
  locale: string
}

/** `POST /api/investition`, with the submission's idempotency key (reused when retried). */
export const createInvestment = (body: InvestmentRequestBody, idempotencyKey: string) =>
  post<InvestmentSummary>('/api/investition', body, { 'Idempotency-Key': idempotencyKey })

export type InvestmentChange = {
  investment: number
  amount?: string
  sharePackage?: string
  method?: PaymentMethod
  cancel?: true
  locale: string
}

export const updateInvestment = (change: InvestmentChange) =>
  post<InvestmentSummary>('/api/investition/update', change)

export const startCardSetup = (investment: number, locale: string) =>
  post<{ checkoutUrl: string }>('/api/investition/card-setup', { investment, locale })

export const sendBankDetails = (invoiceId: number, locale: string) =>
  post<{ sent: true }>('/api/investor/send-bank-details', { invoice_id: invoiceId, locale })

export const projectInvestments = (alias: string) =>
  get<{ investments: InvestmentSummary[] }>(
    `/api/catalog/investor/projects/${encodeURIComponent(alias)}/investments`,
  )

export type InvestmentRow = {
  id: number
  number: number
  project: { alias: string; name: string; raisingType?: 'stock' | 'bonds' } | null
  createdAt: string
  status: string
  amount: number
  currency: 'ILS' | 'USD'
  units: number
  raisingType?: 'stock' | 'bonds'
  /** The investor's identity check is approved. */
  verified: boolean
  /** The raise against its minimum. */
  progressPercent: number
  method?: PaymentMethod
  paymentState?: string | null
  /** The card's clearing fee, in minor units (0 for a transfer). */
  fee?: number
  /** The investor may still cancel it (paid or not): the raise is open and its window too. */
  cancellable?: boolean
  /** Owed back after the card refund failed. */
  refundFailed?: boolean
}

export type InvestmentsPage = {
  investments: InvestmentRow[]
  totalDocs: number
  page: number
  totalPages: number
  totals: { last12MonthsMinor: number; last6MonthsMinor: number }
}

export const myInvestments = (page: number, limit: number) =>
  get<InvestmentsPage>(`/api/investor/investments?page=${page}&limit=${limit}`)

export type InvoiceRow = {
  id: number
  number: number | string
  investment: number
  amount: number
  currency: 'ILS' | 'USD'
  status: string
  pdfUrl: string
  createdAt: string
}

export const myInvoices = () => get<{ invoices: InvoiceRow[] }>('/api/investor/invoices')

/** The investor's bank page for a charge it holds (3-D Secure), through the card provider. */
export const confirmCharge = (investment: number) =>
  post<{ url: string }>('/api/investition/confirm-charge', { investment })

/** The campaign fields as the investing API names them (`utm_source` → `source`). */
export function utmForRequest(utm: UtmFields): InvestmentRequestBody['utm'] {
  const entries = Object.entries(utm)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name, value]) => [name.replace(/^utm_/, ''), value as string])
  return entries.length ? Object.fromEntries(entries) : undefined
}
