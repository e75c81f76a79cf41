import { startMailCatcher } from './mail-catcher'

/** The mail catcher as a process of its own (a Playwright webServer); stops on SIGTERM. */
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525)
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3125)
const catcher = await startMailCatcher({ smtpPort, httpPort })
console.log(
  `mail catcher: SMTP 127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`,
)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void catcher.stop().then(() => process.exit(0)))
}
