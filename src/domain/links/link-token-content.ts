import * as z from '@/domain/zod'

/**
 * What an encrypted `?token=` link carries (spec 4): an invitation (who is invited; the site opens
 * login or registration for them) or an investment transaction (the payment flow's return).
 */
export const linkTokenContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('invitation'),
    email: z.email().max(254),
    name: z.string().max(120).optional(),
    phone: z.string().max(20).optional(),
  }),
  z.object({ kind: z.literal('transaction'), transactionId: z.string().min(1).max(100) }),
])
export type LinkTokenContent = z.infer<typeof linkTokenContentSchema>

/** How long a link works, by kind. */
export const linkTokenLifetimeDays: Record<LinkTokenContent['kind'], number> = {
  invitation: 30,
  transaction: 1,
}
