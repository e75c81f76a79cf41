import { securitiesRegisterXlsxRoute } from '@/contracts/settlement'
import { staffRole } from '@/domain/auth/staff-role'
import { identityViewFor } from '@/domain/investments/raise/securities-register'
import { FileAnswer, routeHandler } from '@/server/http/route-handler'
import { exportSecuritiesRegister } from '@/server/investments/raise/export-securities-register'

/** The contract: src/contracts/settlement.ts. IDs masked unless `identity=full`. */
export const GET = routeHandler(
  securitiesRegisterXlsxRoute,
  async ({ payload, input, client, staff, params }) => {
    const { filename, contentType, body } = await exportSecuritiesRegister(payload, {
      projectId: Number(params.id),
      staff,
      format: 'xlsx',
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
  },
)
