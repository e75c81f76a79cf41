import { startStripeStandIn } from '@/dev/stripe-stand-in'

/**
 * The Stripe stand-in as a process of its own (a Playwright webServer); stops on SIGTERM. Events go
 * to STRIPE_STAND_IN_WEBHOOK_URL (the e2e app's /api/stripe/webhook).
 */
const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 3135)
const standIn = await startStripeStandIn({
  port,
  webhookUrl: process.env.STRIPE_STAND_IN_WEBHOOK_URL || null,
})
console.log(`Stripe stand-in: ${standIn.url} (events at ${standIn.url}/_test/events)`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void standIn.stop().then(() => process.exit(0)))
}
