import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { totpCode } from '@/domain/auth/totp'
import { clientIpHeader } from '@/server/http/request-context'
import { issueStaffSetupLink } from '@/server/staff/issue-staff-setup-link'

import { receive, tokenFromEmail } from '../support/accounts'
import { testPayload } from '../support/payload'
import {
  anIp,
  enrolmentCode,
  restCall,
  signInStaff,
  staffCaller,
  staffTestPassword,
  type StaffCaller,
} from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

const sameSite = { origin: 'http://localhost', 'accept-language': 'en' }

/** Calls one of the staff link routes as the site's pages do. */
async function linkCall(route: 'setup' | 'setup/complete' | 'undo-email', body: object) {
  const modules = {
    setup: () => import('@/app/(payload)/api/staff-link/setup/route'),
    'setup/complete': () => import('@/app/(payload)/api/staff-link/setup/complete/route'),
    'undo-email': () => import('@/app/(payload)/api/staff-link/undo-email/route'),
  }
  const { POST } = await modules[route]()
  const response = await POST(
    new NextRequest(`http://localhost/api/staff-link/${route}`, {
      method: 'POST',
      headers: {
        ...sameSite,
        host: 'localhost',
        'content-type': 'application/json',
        [clientIpHeader]: anIp(),
      },
      body: JSON.stringify({ locale: 'en', ...body }),
    }),
  )
  return { status: response.status, body: await response.json() }
}

const auditOf = async (payload: Payload, action: string, staffMember: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: action }, 'details.staffMember': { equals: staffMember } },
      sort: '-createdAt',
      depth: 0,
    })
  ).docs

const fresh = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

describe("changing a staff account's e-mail address", () => {
  let payload: Payload
  let editor: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    admin = await staffCaller(payload, 'admin')
  })

  const patch = (caller: StaffCaller, id: number, json: Record<string, unknown>) =>
    restCall('PATCH', `/api/users/${id}`, { caller, headers: sameSite, json })
  const storedEmail = async (id: number) =>
    (await payload.findByID({ collection: 'users', id, depth: 0 })).email

  it("refuses one's own change without the current password, and with a wrong one", async () => {
    const without = await patch(editor, editor.id, { email: fresh('taken-over') })
    expect(without.status).toBe(400)
    expect(JSON.stringify(await without.json())).toContain('currentPassword')
    const wrong = await patch(editor, editor.id, {
      email: fresh('taken-over'),
      currentPassword: 'Not-My-Password-99',
    })
    expect(wrong.status).toBe(400)
    expect(await storedEmail(editor.id)).toBe(editor.email)
    // The name (no address, no password) still changes without it.
    expect((await patch(editor, editor.id, { name: 'Renamed Editor' })).status).toBe(200)
  })

  it('accepts it with the current password, tells the old address, and the undo works once', async () => {
    const member = await staffCaller(payload, 'editor')
    const newEmail = fresh('moved')
    const changed = await patch(member, member.id, {
      email: newEmail,
      currentPassword: staffTestPassword,
    })
    expect(changed.status).toBe(200)
    expect(await storedEmail(member.id)).toBe(newEmail)
    const [audit] = await auditOf(payload, 'staff.email-changed', member.id)
    expect(audit?.details).toMatchObject({ oldEmail: member.email, newEmail, by: 'self' })

    const notice = await receive(payload, member.email, (m) => m.text.includes(newEmail))
    // In the member's language (Hebrew unless they chose English).
    expect(notice.subject).toContain('כתובת הדוא"ל של חשבון הצוות שלך שונתה')
    const token = await tokenFromEmail(payload, member.email, '/staff-undo-email')

    const undone = await linkCall('undo-email', { token })
    expect(undone.status).toBe(200)
    expect(undone.body.email).toBe(member.email)
    expect(await storedEmail(member.id)).toBe(member.email)
    // Every session ended, and the password (known to whoever changed the address) is gone.
    const me = await restCall('GET', '/api/users/me', { caller: member })
    expect((await me.json()).user).toBeNull()
    await expect(signInStaff(payload, member.email)).rejects.toThrow()
    expect(
      (await auditOf(payload, 'staff.email-change-undone', member.id))[0]?.details,
    ).toMatchObject({ restoredEmail: member.email, replacedEmail: newEmail })
    const again = await linkCall('undo-email', { token })
    expect(again.status).toBe(410)
    expect(again.body.error.code).toBe('LINK_INVALID')

    // The restored address gets a setup link to choose a new password (the factor stays).
    const setupToken = await tokenFromEmail(payload, member.email, '/staff-setup')
    const view = await linkCall('setup', { token: setupToken })
    expect(view.body).toMatchObject({ email: member.email, choosesPassword: true, enrolment: null })
    const next = 'Willow-Garnet-Compass-5530'
    const completed = await linkCall('setup/complete', {
      token: setupToken,
      password: next,
      confirmPassword: next,
    })
    expect(completed.status).toBe(200)
    expect((await signInStaff(payload, member.email, next)).token).toBeTruthy()
  })

  it("lets an administrator change a member's address, audited and told to the old one", async () => {
    const member = await staffCaller(payload, 'editor')
    const newEmail = fresh('reassigned')
    const changed = await patch(admin, member.id, { email: newEmail })
    expect(changed.status).toBe(200)
    const [audit] = await auditOf(payload, 'staff.email-changed', member.id)
    expect(audit?.details).toMatchObject({ by: 'administrator' })
    expect(audit?.actor).toBe(admin.id)
    const notice = await receive(payload, member.email, (m) => m.text.includes(newEmail))
    expect(notice.text).toContain('/staff-undo-email')
  })

  it("refuses an editor's change of another member's address", async () => {
    const member = await staffCaller(payload, 'editor')
    const response = await patch(editor, member.id, { email: fresh('hijack') })
    expect(response.status).toBe(403)
    expect(await storedEmail(member.id)).toBe(member.email)
  })
})

describe('new staff accounts', () => {
  let payload: Payload
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffCaller(payload, 'admin')
  })

  it('get an e-mailed setup link, used once, instead of a password a colleague knows', async () => {
    const email = fresh('new-compliance')
    const typed = 'Colleague-Knows-This-4410'
    const created = await restCall('POST', '/api/users', {
      caller: admin,
      headers: sameSite,
      json: { email, password: typed, role: 'compliance', name: 'New Compliance' },
    })
    expect(created.status).toBe(201)
    await expect(signInStaff(payload, email, typed)).rejects.toThrow()
    const token = await tokenFromEmail(payload, email, '/staff-setup')
    const [audit] = await auditOf(payload, 'staff.setup-link-issued', (await created.json()).doc.id)
    expect(audit?.actor).toBe(admin.id)

    // The pending key is one: every opening of the link shows the same.
    const first = await linkCall('setup', { token })
    const second = await linkCall('setup', { token })
    expect(first.body).toMatchObject({ email, choosesPassword: true })
    const secret: string = first.body.enrolment.secret
    expect(second.body.enrolment.secret).toBe(secret)

    const password = 'Harbour-Maple-Signal-7720'
    const weak = await linkCall('setup/complete', {
      token,
      password: 'password1234',
      confirmPassword: 'password1234',
      code: totpCode(secret),
    })
    expect(weak.status).toBe(400)
    expect(weak.body.error.fields.password).toBeTruthy()
    const wrongCode = await linkCall('setup/complete', {
      token,
      password,
      confirmPassword: password,
      code: '000000',
    })
    expect(wrongCode.status).toBe(400)
    expect(wrongCode.body.error.fields.code.message).toBeTruthy()
    // Refused attempts leave the link usable.
    const done = await linkCall('setup/complete', {
      token,
      password,
      confirmPassword: password,
      code: await enrolmentCode(secret),
    })
    expect(done.status).toBe(200)
    expect(done.body.recoveryCodes).toHaveLength(10)
    const reused = await linkCall('setup/complete', {
      token,
      password,
      confirmPassword: password,
      code: totpCode(secret),
    })
    expect(reused.status).toBe(410)
    expect((await linkCall('setup', { token })).status).toBe(410)

    const login = await payload.login({
      collection: 'users',
      data: { email, password, code: totpCode(secret) } as never,
      req: { headers: new Headers({ [clientIpHeader]: anIp() }) },
    })
    expect(login.token).toBeTruthy()
    expect(await auditOf(payload, 'staff.setup-completed', login.user!.id)).toHaveLength(1)
  })

  it('lets an editor set up with a password only, and refuses an expired link', async () => {
    const created = await restCall('POST', '/api/users', {
      caller: admin,
      headers: sameSite,
      json: { email: fresh('new-editor'), role: 'editor' },
    })
    expect(created.status).toBe(201)
    const { id, email } = (await created.json()).doc as { id: number; email: string }
    const token = await tokenFromEmail(payload, email, '/staff-setup')
    expect((await linkCall('setup', { token })).body).toMatchObject({ enrolment: null })

    const { link } = await issueStaffSetupLink(payload, id, {
      purpose: 'setup',
      issuedBy: 'operator',
      sendEmail: false,
    })
    // A newer link ends the older one.
    expect((await linkCall('setup', { token })).status).toBe(410)
    const newer = new URL(link).searchParams.get('token')
    await payload.update({
      collection: 'staff-tokens',
      where: { user: { equals: id }, usedAt: { exists: false } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const expired = await linkCall('setup/complete', {
      token: newer,
      password: 'Harbour-Maple-Signal-7721',
      confirmPassword: 'Harbour-Maple-Signal-7721',
    })
    expect(expired.status).toBe(410)
  })

  it("are made from the admin panel's form without any password, and sign in with none", async () => {
    const email = fresh('admin-form')
    // What the admin's create form sends now that it shows no password: `_payload` without one.
    const form = new FormData()
    form.set(
      '_payload',
      JSON.stringify({ email, role: 'editor', name: 'Form Editor', language: 'en' }),
    )
    const created = await restCall('POST', '/api/users?depth=0', {
      caller: admin,
      headers: sameSite,
      form,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    expect(await tokenFromEmail(payload, email, '/staff-setup')).toMatch(/^stf_/)
    // The account holds a random password nobody knows: no empty or guessable one signs in.
    const stored = await payload.findByID({ collection: 'users', id, showHiddenFields: true })
    expect(stored.hash).toBeTruthy()
    for (const password of ['', staffTestPassword])
      await expect(signInStaff(payload, email, password)).rejects.toThrow()
    // An empty password sent as JSON is no password either; the other password rules still hold.
    const emptyJson = await restCall('POST', '/api/users', {
      caller: admin,
      headers: sameSite,
      json: { email: fresh('empty-password'), password: '', role: 'editor' },
    })
    expect(emptyJson.status).toBe(201)
    const weakChange = await restCall('PATCH', `/api/users/${id}`, {
      caller: admin,
      headers: sameSite,
      json: { password: 'short' },
    })
    expect(weakChange.status).toBe(400)
  })

  it('answers a made-up or malformed link as invalid', async () => {
    for (const token of ['stf_nothing', '', 42, null, 'x'.repeat(5000)])
      expect((await linkCall('setup', { token })).status).toBe(410)
    expect((await linkCall('undo-email', { token: 'stf_nothing' })).status).toBe(410)
  })
})
