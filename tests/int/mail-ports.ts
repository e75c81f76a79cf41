/** Ports of the integration run's mail catcher (SMTP in, JSON out). */
export const intMail = {
  smtpPort: 2526,
  httpPort: 3126,
  url: 'http://127.0.0.1:3126',
}
