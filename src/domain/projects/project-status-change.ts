import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'
import { projectStatuses } from './project-status'
import { needsReason } from './status-machine'

/**
 * What staff send to move a project (the admin's status control and its route): the new status,
 * and the reason, which a refusal needs (the company reads it). Messages are `Validation` keys.
 */
export const projectStatusChangeSchema = z
  .object(
    {
      to: z.enum(projectStatuses, { error: 'choiceInvalid' }),
      reason: text().trim().max(2000, 'tooLong').default(''),
    },
    { error: 'badRequest' },
  )
  .superRefine((value, context) => {
    if (needsReason(value.to) && value.reason === '')
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reasonRequired' })
  })

export type ProjectStatusChange = z.output<typeof projectStatusChangeSchema>
