import { projectStatuses } from '@/domain/projects/project-status'
import { projectStatusChangeSchema } from '@/domain/projects/project-status-change'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/** Staff moving a project along its status machine (the admin's status control on a project). */
export const projectStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/projects/{id}/status',
  params: { id: /^[1-9]\d{0,8}$/ },
  summary: 'Moves a project to another status (reviewing an application, the securities issued)',
  description:
    'Only the status machine’s staff transitions (else STATUS_CHANGE_NOT_ALLOWED); the raise’s own statuses follow its dates. Denying needs a reason (`reasonRequired`), which the company reads. Securities are recorded issued (`running`) only once the money received reaches the minimum (else MONEY_BELOW_MINIMUM). Audited; the project’s pages expire.',
  tag: 'Projects (staff)',
  caller: 'staff',
  roles: ['admin', 'editor'],
  input: projectStatusChangeSchema,
  output: z.object({ status: z.enum(projectStatuses) }),
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'STATUS_CHANGE_NOT_ALLOWED',
    'MONEY_BELOW_MINIMUM',
  ],
})

export const staffProjectRoutes = [projectStatusRoute]
