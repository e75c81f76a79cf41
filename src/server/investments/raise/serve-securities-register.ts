import type { securitiesRegisterCsvRoute } from '@/contracts/settlement'
import { staffRole } from '@/domain/auth/staff-role'
import { identityViewFor } from '@/domain/investments/raise/securities-register'
import { FileAnswer, type RouteContext } from '@/server/http/route-handler'

import { exportSecuritiesRegister } from './export-securities-register'

/**
 * The securities register in one format, for its route (the two contracts, one a format, are in
 * src/contracts/settlement.ts): ID numbers masked unless `identity=full` and the staff member's
 * role may see them.
 */
export function serveSecuritiesRegister(format: 'csv' | 'xlsx') {
  return async ({
    payload,
    input,
    client,
    staff,
    params,
  }: RouteContext<typeof securitiesRegisterCsvRoute>) => {
    const { filename, contentType, body } = await exportSecuritiesRegister(payload, {
      projectId: Number(params.id),
      staff,
      format,
      identity: identityViewFor(staffRole({ user: staff }), input.identity),
      locale: client.locale,
    })
    return new FileAnswer({
      bytes: body,
      contentType,
      filename,
      disposition: 'attachment',
      language: client.locale,
    })
  }
}
