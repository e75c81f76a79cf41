import { securitiesRegisterRoute } from '@/server/http/securities-register-route'

/** GET /api/staff/projects/{id}/securities-register.xlsx: see docs/api.md. */
export const GET = securitiesRegisterRoute('xlsx')
