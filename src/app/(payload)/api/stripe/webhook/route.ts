import { receiveCardWebhook } from '@/server/investments/card-payments/receive-card-webhook'

/**
 * POST /api/stripe/webhook: Stripe's events (signed with STRIPE_WEBHOOK_SECRET). Only POST: other
 * methods get Next's 405, and Payload's catch-all never sees this path.
 */
export const POST = (request: Request) => receiveCardWebhook(request, 'stripe')
