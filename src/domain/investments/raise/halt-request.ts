import * as z from '@/domain/zod'

import { text } from '../../auth/credentials-schema'

/** Why staff halt a raise, as investors are told it (the written reason stays with staff). */
export const haltCategories = ['companyWithdrew', 'regulatorOrder', 'other'] as const
export type HaltCategory = (typeof haltCategories)[number]

/** A written reason, not a word: at least this many characters, at most the second. */
export const haltReasonLength = { min: 10, max: 1000 } as const

/**
 * What administrators and compliance send to halt a raise (the admin's halt control and its
 * route): the category investors are told, the written reason kept in the audit log, and the
 * confirmation that they mean it (the control asks it on a second step). Messages are
 * `Validation` keys.
 */
export const haltRequestSchema = z.object(
  {
    category: z.enum(haltCategories, { error: 'choiceInvalid' }),
    reason: text('haltReasonRequired')
      .trim()
      .min(haltReasonLength.min, 'haltReasonRequired')
      .max(haltReasonLength.max, 'tooLong'),
    confirm: z.literal(true, { error: 'mustConfirm' }),
  },
  { error: 'badRequest' },
)

export type HaltRequest = z.output<typeof haltRequestSchema>
