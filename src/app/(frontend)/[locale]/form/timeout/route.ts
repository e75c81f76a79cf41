import { leadRoute } from '@/server/leads/lead-route'

export const dynamic = 'force-dynamic'

/** Spec 7: POST /form/timeout, the timeout popup's call (the proxy adds the locale segment). */
export const POST = leadRoute('timeout')
