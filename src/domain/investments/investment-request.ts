import { parseMoneyText } from '@/domain/money'
import * as z from '@/domain/zod'

import { paymentMethods } from './investment-status'

/**
 * `POST /api/investition` (spec 7) as the invest page sends it and the server re-checks it: the
 * project, a free amount in major units (read by `parseMoneyText`, as the page reads it: commas only
 * in threes, at most two decimals; kept as typed and read to minor units by `requestedAmountMinor`)
 * or a share package, the method, and the confirmations the agreement step asks for. Messages are
 * `Validation` keys.
 */
const amountText = z
  .union([z.string(), z.number()], { error: 'amountInvalid' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .superRefine((value, context) => {
    const parsed = parseMoneyText(value)
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.problem })
  })

const confirmed = z.boolean({ error: 'mustConfirm' }).refine((value) => value, 'mustConfirm')

export const investmentConfirmationsSchema = z.object(
  {
    withinLimit: confirmed,
    documentsRead: confirmed,
    riskWarning: confirmed,
    riskAcknowledged: z.boolean().default(false),
  },
  { error: 'mustConfirm' },
)

const token = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'badRequest')
    .regex(/^[\w.:@+-]*$/, 'badRequest')

export const investmentRequestSchema = z
  .object(
    {
      project: z.union([z.string().trim().min(1).max(200), z.number().int().positive()], {
        error: 'badRequest',
      }),
      amount: amountText.optional(),
      sharePackage: z.string().trim().min(1).max(100).optional(),
      method: z.enum(paymentMethods, { error: 'methodRequired' }),
      confirmations: investmentConfirmationsSchema,
      rbTransactionId: token(200).optional(),
      utm: z
        .object({
          source: z.string().max(200).optional(),
          medium: z.string().max(200).optional(),
          campaign: z.string().max(200).optional(),
          term: z.string().max(200).optional(),
          content: z.string().max(200).optional(),
        })
        .optional(),
    },
    { error: 'badRequest' },
  )
  .refine((value) => value.amount !== undefined || value.sharePackage !== undefined, {
    message: 'amountRequired',
    path: ['amount'],
  })

export type InvestmentRequest = z.output<typeof investmentRequestSchema>

/**
 * What a submission asks for, as one canonical text: the project by id (an alias and its id are
 * the same request), the amount in minor units ("1,000" and 1000 are the same), every other field
 * the request carries, blanks dropped, keys in a fixed order. Its digest is kept with the
 * investment, so the same `Idempotency-Key` with another body is told so (409), not answered.
 */
export function canonicalInvestmentRequest(request: InvestmentRequest, projectId: number): string {
  const amount = request.amount === undefined ? null : parseMoneyText(request.amount)
  const utm = Object.entries(request.utm ?? {})
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify({
    project: projectId,
    amountMinor: amount === null ? null : amount.ok ? amount.minor : request.amount,
    sharePackage: request.sharePackage ?? null,
    method: request.method,
    confirmations: {
      withinLimit: request.confirmations.withinLimit === true,
      documentsRead: request.confirmations.documentsRead === true,
      riskWarning: request.confirmations.riskWarning === true,
      riskAcknowledged: request.confirmations.riskAcknowledged === true,
    },
    rbTransactionId: request.rbTransactionId || null,
    utm: Object.fromEntries(utm),
  })
}

/** `POST /api/investition/update`: a pending investment's new amount or method. */
export const investmentUpdateSchema = z
  .object(
    {
      investment: z.number().int().positive({ error: 'badRequest' }),
      amount: amountText.optional(),
      sharePackage: z.string().trim().min(1).max(100).optional(),
      method: z.enum(paymentMethods, { error: 'methodRequired' }).optional(),
      cancel: z.boolean().optional(),
      confirmations: investmentConfirmationsSchema.optional(),
    },
    { error: 'badRequest' },
  )
  .refine(
    (value) =>
      value.cancel === true ||
      value.amount !== undefined ||
      value.sharePackage !== undefined ||
      value.method !== undefined,
    { message: 'badRequest', path: ['form'] },
  )

export type InvestmentUpdate = z.output<typeof investmentUpdateSchema>

/** The `Idempotency-Key` header: one per form submission, unique per investor. */
export function isIdempotencyKey(value: string | null): value is string {
  return typeof value === 'string' && /^[\w-]{8,100}$/.test(value)
}
