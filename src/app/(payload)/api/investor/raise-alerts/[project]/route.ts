import type { NextRequest } from 'next/server'

import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok, type ApiContext } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { addRaiseAlert } from '@/server/raise-alerts/add-raise-alert'
import { asInvestorUser } from '@/server/raise-alerts/read-alert-project'
import { readRaiseAlert } from '@/server/raise-alerts/read-raise-alert'
import { removeRaiseAlert } from '@/server/raise-alerts/remove-raise-alert'

type Params = { params: Promise<{ project: string }> }

const privateAnswer = { headers: { 'Cache-Control': 'private, no-store' } }

/**
 * `/api/investor/raise-alerts/{project id}`, the signed-in investor's own request to be e-mailed
 * when a coming project's raise opens: GET `{ asked }`, POST asks (409 `RAISE_ALERT_CLOSED` once the
 * project is not coming soon, 403 `COMPANY_ACCOUNT`), DELETE takes it back; both idempotent,
 * answered `{ asked }`. A project the investor may not see is 404.
 */
function route(act: (context: ApiContext, projectId: number) => Promise<{ asked: boolean }>) {
  return (request: NextRequest, { params }: Params) =>
    apiHandler(async (context) => {
      const { project } = await params
      // A PostgreSQL integer id, or nothing: never a database error.
      const projectId = /^[1-9]\d{0,9}$/.test(project) ? Number(project) : 0
      if (projectId < 1 || projectId > 2_147_483_647) throw new AppError('NOT_FOUND')
      return ok(await act(context, projectId), privateAnswer)
    })(request)
}

export const GET = route(async (context, project) => {
  const { investor } = await requireInvestor(context)
  return readRaiseAlert(context.payload, asInvestorUser(investor), project)
})

export const POST = route(async (context, project) => {
  const { investor } = await requireInvestor(context)
  return addRaiseAlert(context.payload, investor, project)
})

export const DELETE = route(async (context, project) => {
  const { investor } = await requireInvestor(context)
  return removeRaiseAlert(context.payload, investor, project)
})
