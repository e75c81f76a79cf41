import {
  askRaiseAlertRoute,
  raiseAlertRoute,
  withdrawRaiseAlertRoute,
} from '@/contracts/raise-alerts'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import { addRaiseAlert } from '@/server/raise-alerts/add-raise-alert'
import { asInvestorUser } from '@/server/raise-alerts/read-alert-project'
import { readRaiseAlert } from '@/server/raise-alerts/read-raise-alert'
import { removeRaiseAlert } from '@/server/raise-alerts/remove-raise-alert'

/** A PostgreSQL integer id, or nothing: never a database error. */
function projectId(param: string): number {
  const id = Number(param)
  if (id > 2_147_483_647) throw new AppError('NOT_FOUND')
  return id
}

/** The contracts: src/contracts/raise-alerts.ts. */
export const GET = routeHandler(raiseAlertRoute, async ({ payload, signedIn, params }) =>
  readRaiseAlert(payload, asInvestorUser(signedIn.investor), projectId(params.project)),
)

export const POST = routeHandler(askRaiseAlertRoute, async ({ payload, signedIn, params }) =>
  addRaiseAlert(payload, signedIn.investor, projectId(params.project)),
)

export const DELETE = routeHandler(withdrawRaiseAlertRoute, async ({ payload, signedIn, params }) =>
  removeRaiseAlert(payload, signedIn.investor, projectId(params.project)),
)
