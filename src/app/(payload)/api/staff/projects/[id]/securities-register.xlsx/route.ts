import { securitiesRegisterXlsxRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { serveSecuritiesRegister } from '@/server/investments/raise/serve-securities-register'

export const GET = routeHandler(securitiesRegisterXlsxRoute, serveSecuritiesRegister('xlsx'))
