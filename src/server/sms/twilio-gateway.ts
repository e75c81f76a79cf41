import { SmsDeliveryError, type SmsGateway } from './sms-gateway'

export type TwilioSettings = {
  accountSid: string
  authToken: string
  /** A sender: an Israeli-registered number or an alphanumeric sender id (e.g. the brand). */
  from?: string
  messagingServiceSid?: string
  /** https://api.twilio.com in production; the tests point it at a local stand-in. */
  apiUrl: string
}

type TwilioAnswer = { sid?: string; code?: number; message?: string }

/**
 * Twilio's Programmable Messaging REST API (it delivers to Israeli mobile numbers, with
 * alphanumeric sender ids): a form-encoded POST to the account's Messages resource with HTTP
 * basic auth; 201 and the message `sid` when accepted, a JSON error with `code` otherwise.
 */
export function twilioGateway(settings: TwilioSettings): SmsGateway {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiUrl,
  )
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
  return {
    name: 'twilio',
    keepsText: false,
    async send({ to, text }) {
      const form = new URLSearchParams({ To: to, Body: text })
      if (settings.messagingServiceSid)
        form.set('MessagingServiceSid', settings.messagingServiceSid)
      else if (settings.from) form.set('From', settings.from)
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new SmsDeliveryError(`gateway unreachable: ${(error as Error).message}`)
      }
      const answer = (await response.json().catch(() => ({}))) as TwilioAnswer
      if (response.status !== 201 && response.status !== 200) {
        throw new SmsDeliveryError(
          `gateway refused (${response.status}): ${answer.message ?? 'no message'}`,
          answer.code ? String(answer.code) : null,
        )
      }
      return { messageId: answer.sid ?? null }
    },
  }
}
