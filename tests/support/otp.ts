import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { toE164 } from '@/domain/phone'
import type { ClientContext } from '@/server/accounts/client-context'
import { confirmVerificationCode } from '@/server/otp/confirm-verification-code'
import { sendVerificationCode } from '@/server/otp/send-verification-code'
import { issueVerificationTicket } from '@/server/otp/verification-ticket'

import { intSms } from '../int/stub-ports'
import { aClient, anEmail, registerAccount } from './accounts'
import { waitForSmsCode } from './sms-gateway-stub'

/** An Israeli mobile number no other test uses, so per-phone limits stay each test's own. */
export function aPhone(): { local: string; e164: string } {
  const local = `050${randomInt(1_000_000, 9_999_999)}`
  return { local, e164: toE164(local, 'IL') as string }
}

export type Verifier = {
  id: number
  email: string
  phone: string
  ticket: string
  client: ClientContext
  send: (
    body?: Record<string, unknown>,
    kind?: 'send' | 'resend',
  ) => ReturnType<typeof sendVerificationCode>
  verify: (
    code: string,
    body?: Record<string, unknown>,
  ) => ReturnType<typeof confirmVerificationCode>
  /** The code of the newest text message to the account's phone sent after `since`. */
  smsCode: (since: number) => Promise<string>
}

/** A new account holding a verification ticket, as after a login that requires a code. */
export async function anAccountToVerify(
  payload: Payload,
  options: { locale?: 'he' | 'en'; client?: ClientContext } = {},
): Promise<Verifier> {
  const email = anEmail('otp')
  const phone = aPhone()
  const id = await registerAccount(payload, email, { phone: phone.local })
  if (options.locale) {
    await payload.update({ collection: 'investors', id, data: { locale: options.locale } })
  }
  const ticket = await issueVerificationTicket(payload, id)
  const client = options.client ?? aClient()
  const request = (body: Record<string, unknown>) => ({
    headers: new Headers(),
    body: { user_id: id, verification_token: ticket, ...body },
  })
  return {
    id,
    email,
    phone: phone.e164,
    ticket,
    client,
    send: (body = {}, kind = 'send') => sendVerificationCode(payload, request(body), client, kind),
    verify: (code, body = {}) =>
      confirmVerificationCode(payload, request({ code, ...body }), client),
    smsCode: (since) => waitForSmsCode(intSms.url, phone.e164, { since }),
  }
}
