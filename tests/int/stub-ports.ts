/** Ports of the integration run's stand-ins: mail catcher (SMTP in, JSON out) and SMS gateway. */
export const intMail = {
  smtpPort: 2526,
  httpPort: 3126,
  url: 'http://127.0.0.1:3126',
}

/** Port of the integration run's SMS gateway stand-in (Twilio's API). */
export const intSms = { port: 3128, url: 'http://127.0.0.1:3128' }
