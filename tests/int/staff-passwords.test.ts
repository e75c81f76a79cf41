import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { clientIpHeader } from '@/server/http/request-context'
import { setStaffPassword } from '@/server/staff/set-staff-password'

import { receive } from '../support/accounts'
import { linkFrom } from '../support/mail-catcher'
import { testPayload } from '../support/payload'
import {
  anIp,
  restCall,
  signInStaff,
  staffCaller,
  staffTestPassword,
  type StaffCaller,
} from '../support/rest'

const sameSite = { origin: 'http://localhost', 'accept-language': 'en' }

describe('staff passwords', () => {
  let payload: Payload
  let editor: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    admin = await staffCaller(payload, 'admin')
  })

  const changeOwn = (body: Record<string, unknown>) =>
    restCall('PATCH', `/api/users/${editor.id}`, { caller: editor, headers: sameSite, json: body })

  it("asks for the current password to change one's own", async () => {
    const next = 'Granite-Meadow-Violin-7310'
    const without = await changeOwn({ password: next })
    expect(without.status).toBe(400)
    expect(JSON.stringify(await without.json())).toContain('currentPassword')
    const wrong = await changeOwn({ password: next, currentPassword: 'Not-My-Password-99' })
    expect(wrong.status).toBe(400)
    await expect(signInStaff(payload, editor.email, next)).rejects.toThrow()

    const right = await changeOwn({ password: next, currentPassword: staffTestPassword })
    expect(right.status).toBe(200)
    expect((await signInStaff(payload, editor.email, next)).token).toBeTruthy()
    // Back, for the other tests.
    const back = await changeOwn({ password: staffTestPassword, currentPassword: next })
    expect(back.status).toBe(200)
  })

  it('refuses common and short passwords, in the admin language', async () => {
    for (const password of ['password1234', 'qwertyuiop123', 'Short-1']) {
      const response = await restCall('PATCH', `/api/users/${editor.id}`, {
        caller: editor,
        headers: { ...sameSite, 'accept-language': 'he' },
        json: { password, currentPassword: staffTestPassword },
      })
      expect(response.status, password).toBe(400)
      expect(JSON.stringify(await response.json()), password).toMatch(/[\u0590-\u05FF]/)
    }
  })

  it("lets an administrator set another member's password without their own", async () => {
    const response = await restCall('PATCH', `/api/users/${editor.id}`, {
      caller: admin,
      headers: sameSite,
      json: { password: staffTestPassword },
    })
    expect(response.status).toBe(200)
  })

  it('lets an operator set a lost password on the server, ending the sessions', async () => {
    const member = await staffCaller(payload, 'editor')
    const me = async (headers: Record<string, string>) =>
      (await (await restCall('GET', '/api/users/me', { headers })).json()).user
    expect((await me(member.headers)).email).toBe(member.email)

    const generated = await setStaffPassword(payload, member.email.toUpperCase())
    expect(generated).toMatch(/^[\w-]{24}$/)
    await expect(signInStaff(payload, member.email)).rejects.toThrow()
    expect((await signInStaff(payload, member.email, generated!)).token).toBeTruthy()
    // The session made with the old password is over.
    expect(await me(member.headers)).toBeNull()

    await expect(setStaffPassword(payload, member.email, 'short')).rejects.toThrow()
    const chosen = 'Granite-Orchard-Whistle-7315'
    expect(await setStaffPassword(payload, member.email, chosen)).toBe(chosen)
    expect((await signInStaff(payload, member.email, chosen)).token).toBeTruthy()
    expect(await setStaffPassword(payload, 'nobody@example.com')).toBeNull()
  })

  it('applies the policy to a reset, which then signs nobody in', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: editor.email },
      disableEmail: true,
    })
    const weak = await restCall('POST', '/api/users/reset-password', {
      headers: sameSite,
      json: { token, password: 'password1234' },
    })
    expect(weak.status).toBe(400)
    const next = 'Copper-Orchard-Whistle-4471'
    const reset = await restCall('POST', '/api/users/reset-password', {
      headers: sameSite,
      json: { token, password: next },
    })
    expect(reset.status).toBe(200)
    expect(reset.headers.get('set-cookie')).toBeNull()
    expect(await reset.json()).not.toHaveProperty('token')
    expect((await signInStaff(payload, editor.email, next)).token).toBeTruthy()
  })

  it('answers forgot-password alike for any address and mails the link from the outbox', async () => {
    const forgot = (email: string) =>
      restCall('POST', '/api/users/forgot-password', {
        headers: { ...sameSite, [clientIpHeader]: anIp() },
        json: { email },
      })
    // A member of its own: the earlier reset already mailed the editor a (spent) link.
    const member = await staffCaller(payload, 'editor')
    const known = await forgot(member.email)
    const unknown = await forgot('no-such-staff@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())
    // Queued, sealed, while the request was answered; delivered afterwards.
    const queued = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: member.email } },
      sort: '-createdAt',
    })
    expect(queued.docs[0]?.subject).toMatch(/admin/i)
    const message = await receive(
      payload,
      member.email,
      (m) => linkFrom(m, '/admin/reset/') !== null,
    )
    const token = new URL(linkFrom(message, '/admin/reset/') as string).pathname.split('/').pop()
    const next = 'Saffron-Lighthouse-Anchor-6620'
    const reset = await restCall('POST', '/api/users/reset-password', {
      headers: sameSite,
      json: { token, password: next },
    })
    expect(reset.status).toBe(200)
    expect((await signInStaff(payload, member.email, next)).token).toBeTruthy()
  })
})
