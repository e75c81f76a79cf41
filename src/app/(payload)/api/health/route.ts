import { healthAnswer } from '@/server/health/health-routes'

// This folder wins over Payload's `[...slug]` catch-all for exactly this path.
export const dynamic = 'force-dynamic'

/** Liveness for a load balancer or orchestrator: 200 while the process answers. */
export const GET = () => healthAnswer()
