import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { changeEmail } from '@/server/accounts/change-email'
import { confirmAccountLink } from '@/server/accounts/confirm-account-link'
import { logInInvestor } from '@/server/accounts/log-in-investor'
import { registerAccount as openAccount } from '@/server/accounts/register-account'

import {
  aClient,
  anEmail,
  failureOf,
  receive,
  registerAccount,
  strongPassword,
  tokenFromEmail,
} from '../support/accounts'
import { testPayload } from '../support/payload'

describe('account e-mails', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('sends the activation link in the account language; it confirms once', async () => {
    const email = anEmail('activate')
    const { id } = await openAccount(
      payload,
      {
        name: 'נועה לוי',
        email,
        phone: '052-555-1234',
        password: strongPassword,
        confirmPassword: strongPassword,
        agree: true,
      },
      aClient('he'),
    )
    const message = await receive(payload, email, (m) => m.text.includes('/activation'))
    expect(message.subject).toContain('אישור כתובת הדוא"ל')
    expect(message.html).toContain('dir="rtl"')

    const code = await tokenFromEmail(payload, email, '/activation')
    expect(await confirmAccountLink(payload, { code }, aClient())).toEqual({
      confirmed: 'account',
      accountKind: 'investor',
    })
    expect((await payload.findByID({ collection: 'investors', id })).emailVerified).toBe(true)
    expect((await failureOf(confirmAccountLink(payload, { code }, aClient()))).code).toBe(
      'ALREADY_CONFIRMED',
    )
    expect(
      (await failureOf(confirmAccountLink(payload, { code: 'act_forged' }, aClient()))).code,
    ).toBe('LINK_INVALID')
  })

  it('answers a duplicate registration "already registered" and tells the address owner', async () => {
    const email = anEmail('taken')
    await registerAccount(payload, email)
    await receive(payload, email, (m) => m.text.includes('/activation'))
    const duplicate = await failureOf(registerAccount(payload, email.toUpperCase()))
    expect(duplicate.code).toBe('REGISTRATION_FAILED')
    const notice = await receive(payload, email, (m) => m.subject.startsWith('Someone tried'))
    expect(notice.text).toContain('already has an account')
  })

  it('moves the account to a new address only once the new address confirms, and tells the old one', async () => {
    const oldEmail = anEmail('old')
    const newEmail = anEmail('new')
    const id = await registerAccount(payload, oldEmail)
    const wrong = await failureOf(
      changeEmail(payload, id, { currentPassword: 'Not-It-1234', email: newEmail }),
    )
    expect(wrong.details.fields).toEqual({ currentPassword: 'wrongCurrentPassword' })

    await changeEmail(payload, id, { currentPassword: strongPassword, email: newEmail })
    expect((await payload.findByID({ collection: 'investors', id })).email).toBe(oldEmail)
    const code = await tokenFromEmail(payload, newEmail, '/activation')
    expect(await confirmAccountLink(payload, { code }, aClient())).toEqual({
      confirmed: 'new-email',
      accountKind: 'investor',
    })

    const moved = await payload.findByID({ collection: 'investors', id })
    expect(moved.email).toBe(newEmail)
    await receive(payload, oldEmail, (m) => m.text.includes(newEmail))
    const login = await logInInvestor(
      payload,
      { email: newEmail, password: strongPassword },
      aClient(),
      'bearer',
    )
    expect(login.session?.token).toMatch(/^inv_/)
  })

  it('does not reveal that the new address is taken: its owner is told instead', async () => {
    const taken = anEmail('occupied')
    await registerAccount(payload, taken)
    const id = await registerAccount(payload, anEmail('mover'))
    await expect(
      changeEmail(payload, id, { currentPassword: strongPassword, email: taken }),
    ).resolves.toBeUndefined()
    await receive(payload, taken, (m) => m.subject.startsWith('Someone tried'))
  })

  it('keeps no link readable in the outbox once sent', async () => {
    const email = anEmail('outbox')
    await registerAccount(payload, email)
    await receive(payload, email)
    const sent = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email } },
    })
    expect(sent.docs[0]?.status).toBe('sent')
    expect(sent.docs[0]?.text).toBeNull()
    expect(sent.docs[0]?.html).toBeNull()
  })
})
