/**
 * Ports of the integration run's stand-ins: mail catcher (SMTP in, JSON out) and SMS gateway, one
 * of each for the run, shared by the workers (a test reads only what went to its own unique
 * addresses and numbers). Overridable so that two checkouts can run their integration tests at once.
 */
const mailHttpPort = Number(process.env.INT_MAIL_HTTP_PORT ?? 3126)
export const intMail = {
  smtpPort: Number(process.env.INT_MAIL_SMTP_PORT ?? 2526),
  httpPort: mailHttpPort,
  url: `http://127.0.0.1:${mailHttpPort}`,
}

/** Port of the integration run's SMS gateway stand-in (Twilio's API). */
const smsPort = Number(process.env.INT_SMS_PORT ?? 3128)
export const intSms = { port: smsPort, url: `http://127.0.0.1:${smsPort}` }

/**
 * The vitest worker running this file: 1 to the int project's worker count (vitest's
 * VITEST_POOL_ID), 1 outside vitest. Files of one worker run one after another; files of two
 * workers run at once, each worker on its own database (setup-env.ts).
 */
export const intWorker = Number(process.env.VITEST_POOL_ID ?? 1)

/**
 * The Stripe stand-ins, one per worker (a stand-in sends every event to the one webhook URL a
 * test file sets, so two files at once need two), and the port where a test of that worker
 * receives its webhooks (the route's handler behind a plain HTTP server: integration tests run no
 * Next server). Worker w uses INT_STRIPE_PORT + 2(w-1) and INT_STRIPE_WEBHOOK_PORT + 2(w-1).
 */
export function intStripeOf(worker: number) {
  const port = Number(process.env.INT_STRIPE_PORT ?? 3136) + 2 * (worker - 1)
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    webhookPort: Number(process.env.INT_STRIPE_WEBHOOK_PORT ?? 3137) + 2 * (worker - 1),
  }
}
export const intStripe = intStripeOf(intWorker)

/** Port of the S3 stand-in of the object storage test (0: any free port). */
export const intS3 = { port: Number(process.env.INT_S3_PORT ?? 0) }
