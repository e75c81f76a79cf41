import * as z from '@/domain/zod'

/**
 * A refusal as every route answers it, `{ error: { code, message, fields?, ...details } }`: the
 * message already in the caller's language, each field's message too, and the details a code
 * carries (what is left under a cap, when to retry).
 */
export const apiErrorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.object({ key: z.string(), message: z.string() })).optional(),
  leftMinor: z.number().optional(),
  minimumMinor: z.number().optional(),
  currency: z.string().optional(),
  reason: z.string().optional(),
  missing: z.array(z.string()).optional(),
  /** ACCOUNT_LOCKED and the like: when it may be tried again (ISO 8601). */
  until: z.string().optional(),
  /** PASSWORD_EXPIRED: the token of the change-password page. */
  resetToken: z.string().optional(),
})

export type ApiErrorBody = z.output<typeof apiErrorBodySchema>

export const apiErrorAnswerSchema = z.object({ error: apiErrorBodySchema })
