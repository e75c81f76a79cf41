import * as z from '@/domain/zod'
import { text } from '@/domain/auth/credentials-schema'

/** A reviewer's decision; the reason is what the investor reads (required to refuse or ask). */
export const reasonField = text().trim().max(2000, 'tooLong').optional().default('')

export const identityDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject', 'requestMore'], { error: 'choiceInvalid' }),
  reason: reasonField,
})

export const typeDecisionSchema = z.object({
  decision: z.enum(['verify', 'reject'], { error: 'choiceInvalid' }),
  reason: reasonField,
})
