/**
 * Ports of the integration run's stand-ins: mail catcher (SMTP in, JSON out) and SMS gateway.
 * Overridable so that two checkouts can run their integration tests at once.
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
 * The integration run's Stripe stand-in, and the port where a test receives its webhooks (the
 * route's handler behind a plain HTTP server: integration tests run no Next server).
 */
const stripePort = Number(process.env.INT_STRIPE_PORT ?? 3136)
export const intStripe = {
  port: stripePort,
  url: `http://127.0.0.1:${stripePort}`,
  webhookPort: Number(process.env.INT_STRIPE_WEBHOOK_PORT ?? 3137),
}

/** Port of the S3 stand-in of the object storage test (0: any free port). */
export const intS3 = { port: Number(process.env.INT_S3_PORT ?? 0) }
