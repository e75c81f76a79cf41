import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as activateRoute from '@/app/(payload)/api/confirm/activate/route'
import * as investRoute from '@/app/(payload)/api/investition/route'
import * as loginRoute from '@/app/(payload)/api/login/route'
import * as registerRoute from '@/app/(payload)/api/register/route'
import * as userRoute from '@/app/(payload)/api/user/route'
import { messagesFor } from '@/i18n/messages'
import { clientIpHeader } from '@/server/http/request-context'

import { anEmail, receive, strongPassword, tokenFromEmail } from '../support/accounts'
import { aBankTransfer, aRaisingProject, aSubmissionKey } from '../support/investing'
import { testPayload } from '../support/payload'
import { anIp } from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run: the
// tests deliver the outbox themselves.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Handler = (request: NextRequest) => Promise<Response>

function post(handler: Handler, path: string, body: unknown, headers: Record<string, string> = {}) {
  return handler(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [clientIpHeader]: anIp(), ...headers },
      body: JSON.stringify(body),
    }),
  )
}

const aCompany = (email: string, change: Record<string, unknown> = {}) => ({
  accountKind: 'company',
  companyName: 'Solar Roofs Ltd',
  companyNumber: '51-234567-9',
  name: 'Dana Cohen',
  email,
  phone: '050-123-4567',
  phoneCountry: 'IL',
  password: strongPassword,
  confirmPassword: strongPassword,
  agree: true,
  locale: 'en',
  ...change,
})

async function accountOf(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'investors',
    where: { email: { equals: email } },
    limit: 1,
  })
  return found.docs[0]
}

describe('company accounts (issue 18)', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('POST /api/register with accountKind company opens a company account with its name and number', async () => {
    const email = anEmail('company')
    const response = await post(registerRoute.POST, '/api/register', aCompany(email))
    expect(response.status, await response.clone().text()).toBe(201)
    const answer = await response.json()
    expect(answer).toMatchObject({ id: expect.any(Number), requires_phone_verification: false })
    expect(answer.user_id).toBe(answer.id)

    const account = await accountOf(payload, email)
    expect(account).toMatchObject({
      id: answer.id,
      accountKind: 'company',
      companyName: 'Solar Roofs Ltd',
      // Kept as its 9 digits, whatever separators were typed.
      companyNumber: '512345679',
      name: 'Dana Cohen',
      phone: '+972501234567',
      emailVerified: false,
      locale: 'en',
    })
  })

  it('queues the activation e-mail; its link confirms the address and names a company account', async () => {
    const email = anEmail('company-activation')
    const response = await post(registerRoute.POST, '/api/register', {
      ...aCompany(email),
      locale: 'he',
    })
    expect(response.status).toBe(201)
    const queued = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
    })
    expect(queued.docs.map((message) => message.status)).toEqual(['queued'])

    const message = await receive(payload, email, (m) => m.text.includes('/activation'))
    expect(message.html).toContain('dir="rtl"')
    // The company's own activation text, in the language it registered in.
    expect(message.subject).toContain(messagesFor('he').Emails.companyActivation.subject)
    expect(message.text).toContain('Solar Roofs Ltd')
    const code = await tokenFromEmail(payload, email, '/activation')
    const confirmed = await post(activateRoute.POST, '/api/confirm/activate', { code })
    expect(await confirmed.json()).toEqual({ confirmed: 'account', accountKind: 'company' })
    expect((await accountOf(payload, email))?.emailVerified).toBe(true)
  })

  for (const locale of ['he', 'en'] as const) {
    it(`refuses a bad company number with the translated field error (${locale})`, async () => {
      const email = anEmail('company-bad-number')
      const response = await post(
        registerRoute.POST,
        '/api/register',
        aCompany(email, { companyNumber: '512345678', companyName: '', locale }),
      )
      expect(response.status).toBe(400)
      const { error } = await response.json()
      const validation = messagesFor(locale).Validation
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: messagesFor(locale).ApiErrors.VALIDATION_FAILED,
        fields: {
          companyNumber: { key: 'companyNumberInvalid', message: validation.companyNumberInvalid },
          companyName: { key: 'required', message: validation.required },
        },
      })
      expect(await accountOf(payload, email)).toBeUndefined()
    })
  }

  it('refuses an unknown kind of account, and opens an investor account without one', async () => {
    const refused = await post(
      registerRoute.POST,
      '/api/register',
      aCompany(anEmail('staff-kind'), { accountKind: 'staff' }),
    )
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.fields).toEqual({
      accountKind: { key: 'choiceInvalid', message: messagesFor('en').Validation.choiceInvalid },
    })

    const email = anEmail('default-kind')
    const { accountKind: _kind, ...withoutKind } = aCompany(email)
    expect((await post(registerRoute.POST, '/api/register', withoutKind)).status).toBe(201)
    expect(await accountOf(payload, email)).toMatchObject({
      accountKind: 'investor',
      companyName: null,
      companyNumber: null,
    })
  })

  it('answers an address already registered as an investor "already registered"', async () => {
    const email = anEmail('taken-by-investor')
    const { accountKind: _kind, ...investor } = aCompany(email)
    expect((await post(registerRoute.POST, '/api/register', investor)).status).toBe(201)
    const again = await post(registerRoute.POST, '/api/register', aCompany(email.toUpperCase()))
    expect(again.status).toBe(409)
    expect((await again.json()).error.code).toBe('REGISTRATION_FAILED')
    expect((await accountOf(payload, email))?.accountKind).toBe('investor')
  })

  it('refuses a password built from the company name', async () => {
    const response = await post(
      registerRoute.POST,
      '/api/register',
      aCompany(anEmail('company-password'), {
        companyName: 'Zephyrine Windworks',
        password: 'zephyrine2024',
        confirmPassword: 'zephyrine2024',
      }),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields.password.key).toBe('passwordTooCommon')
  })

  it('signs the company in as a company, and the investing operation refuses it', async () => {
    const email = anEmail('company-invests')
    expect((await post(registerRoute.POST, '/api/register', aCompany(email))).status).toBe(201)
    const login = await post(loginRoute.POST, '/api/login', {
      login: email,
      password: strongPassword,
      session: 'bearer',
    })
    const session = await login.json()
    expect(session).toMatchObject({ account_kind: 'company', token: expect.any(String) })
    const bearer = { authorization: `Bearer ${session.token}` }

    const user = await userRoute.GET(
      new NextRequest('http://localhost/api/user', {
        headers: { ...bearer, [clientIpHeader]: anIp() },
      }),
    )
    expect((await user.json()).user).toMatchObject({
      accountKind: 'company',
      role: 2,
      companyName: 'Solar Roofs Ltd',
      companyNumber: '512345679',
    })

    const project = await aRaisingProject(payload)
    const refused = await post(
      investRoute.POST,
      '/api/investition',
      aBankTransfer(project.alias, '600'),
      {
        ...bearer,
        'idempotency-key': aSubmissionKey(),
        'accept-language': 'he',
      },
    )
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toMatchObject({
      code: 'COMPANY_ACCOUNT',
      message: messagesFor('he').ApiErrors.COMPANY_ACCOUNT,
    })
    const investments = await payload.count({
      collection: 'investments',
      where: { investor: { equals: session.user_id } },
      overrideAccess: true,
    })
    expect(investments.totalDocs).toBe(0)
  })

  it('answers an investor who never opened a profile "profile incomplete", not an error', async () => {
    const email = anEmail('no-profile')
    const { accountKind: _kind, ...investor } = aCompany(email)
    expect((await post(registerRoute.POST, '/api/register', investor)).status).toBe(201)
    const login = await post(loginRoute.POST, '/api/login', {
      login: email,
      password: strongPassword,
      session: 'bearer',
    })
    const { token } = await login.json()
    const project = await aRaisingProject(payload)
    const refused = await post(
      investRoute.POST,
      '/api/investition',
      aBankTransfer(project.alias, '600'),
      { authorization: `Bearer ${token}`, 'idempotency-key': aSubmissionKey() },
    )
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      missing: ['personal', 'documents', 'investorType', 'identityCheck'],
    })
  })
})
