import { readinessAnswer } from '@/server/health/health-routes'

// This folder wins over Payload's `[...slug]` catch-all for exactly this path.
export const dynamic = 'force-dynamic'

/**
 * Readiness for a load balancer: 503 while the database, migrations or Redis fail. While the
 * process drains, our HTTP server answers 503 before this route is reached.
 */
export const GET = () => readinessAnswer()
