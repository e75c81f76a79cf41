import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(payload)/api/preview/route'
import { createSession } from '@/server/auth/create-session'

import { registerAccount, anEmail } from '../support/accounts'
import { testPayload } from '../support/payload'
import { staffTestPassword } from '../support/rest'

const preview = (query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/preview?${query}`, { headers }))

describe('the preview route', () => {
  let payload: Payload
  let investorToken: string
  let editorToken: string

  beforeAll(async () => {
    payload = await testPayload()
    const investorId = await registerAccount(payload, anEmail('previewer'))
    investorToken = (
      await createSession({
        payload,
        investorId,
        transport: 'bearer',
        settings: { sessionMaxHours: 1 },
        ip: null,
        userAgent: null,
      })
    ).token
    await payload.create({
      collection: 'users',
      context: { disableRevalidate: true },
      data: { email: 'preview-editor@example.com', password: staffTestPassword, role: 'editor' },
    })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'preview-editor@example.com', password: staffTestPassword },
    })
    editorToken = login.token!
  })

  it('refuses visitors with 403 and no redirect', async () => {
    const response = await preview('path=/how-it-works&lng=en')
    expect(response.status).toBe(403)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a signed-in investor with 403', async () => {
    // The investor session is a real one: it does sign the investor in elsewhere.
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `Bearer ${investorToken}` }),
    })
    expect(user?.collection).toBe('investors')
    const response = await preview('path=/how-it-works&lng=en', {
      Authorization: `Bearer ${investorToken}`,
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('location')).toBeNull()
  })

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', '/admin', ''])(
    'never redirects staff to %s',
    async (path) => {
      const response = await preview(`path=${encodeURIComponent(path)}&lng=en`, {
        Authorization: `JWT ${editorToken}`,
      })
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
    },
  )
})
