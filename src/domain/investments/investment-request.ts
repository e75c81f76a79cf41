import * as z from '@/domain/zod'

import { paymentMethods } from './investment-status'

/**
 * `POST /api/investition` (spec 7) as the invest page sends it and the server re-checks it: the
 * project, a free amount in major units (at most two decimals) or a share package, the method, and
 * the confirmations the agreement step asks for. Messages are `Validation` keys.
 */
const amountText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/,/g, ''))
  .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), 'amountInvalid')

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
