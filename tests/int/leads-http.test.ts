import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { submitLead } from '@/server/leads/submit-lead'

import { aClient } from '../support/accounts'
import { testPayload } from '../support/payload'

/** Payload's own REST and GraphQL handlers, called with a visitor's request (no session). */
describe('leads through the public APIs', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
    await submitLead(
      payload,
      {
        type: 'timeout',
        fullName: 'Hidden Visitor',
        phoneCountry: 'IL',
        phone: '0501234567',
        email: 'hidden@example.com',
      },
      aClient(),
    )
  })

  it('refuses visitors the leads over REST', async () => {
    const response = await REST_GET(config)(new Request('http://localhost/api/leads'), {
      params: Promise.resolve({ slug: ['leads'] }),
    })
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('Hidden Visitor')
  })

  // GraphQL is switched off site-wide (payload.config.ts): the endpoint answers nothing at all.
  it('gives visitors no leads over GraphQL', async () => {
    const response = await GRAPHQL_POST(config)(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ Leads { docs { fullName email phone } } }' }),
      }),
    )
    expect(response.status).not.toBe(200)
    expect(await response.text()).not.toContain('Hidden Visitor')
  })
})
