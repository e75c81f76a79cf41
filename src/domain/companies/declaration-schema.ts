import * as z from '@/domain/zod'

/**
 * Step 4: the company declares that what it wrote and uploaded is true and complete before it
 * submits; the time of the declaration is kept with the inquiry.
 */
export const declarationSchema = z.object(
  { declaration: z.literal(true, { error: 'mustConfirm' }) },
  { error: 'badRequest' },
)
