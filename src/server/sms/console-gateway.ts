import type { SmsGateway } from './sms-gateway'

/** Development: no gateway is configured, so each message is printed (and kept in the outbox). */
export function consoleGateway(print: (line: string) => void): SmsGateway {
  return {
    name: 'console',
    keepsText: true,
    async send({ to, text }) {
      print(`SMS to ${to}: ${text}`)
      return { messageId: null }
    },
  }
}
