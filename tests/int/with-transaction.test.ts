import { getLocalI18n, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { withTransaction } from '@/server/db/with-transaction'

import { testPayload } from '../support/payload'
import { staffTestPassword } from '../support/rest'

describe('withTransaction', () => {
  let payload: Payload
  let admin: { id: number; email: string }
  beforeAll(async () => {
    payload = await testPayload()
    admin = await payload.create({
      collection: 'users',
      context: { disableRevalidate: true },
      data: {
        email: `tx.${Date.now()}@example.com`,
        password: staffTestPassword,
        role: 'admin',
        name: 'Admin',
      },
    })
  })

  it('carries the caller’s account and language into the work, and so into access control and hooks', async () => {
    const user = {
      ...(await payload.findByID({ collection: 'users', id: admin.id })),
      collection: 'users' as const,
    }
    const i18n = await getLocalI18n({ config: payload.config, language: 'he' })
    const seen = await withTransaction(
      payload,
      async ({ req }) => {
        // Access control inside reads the account: the audit log is for admins and compliance.
        const log = await payload.find({
          collection: 'audit-log',
          limit: 1,
          overrideAccess: false,
          req,
        })
        return {
          user: req.user?.email,
          locale: req.locale,
          language: req.i18n.language,
          log: log.docs,
        }
      },
      { user, locale: 'en', i18n },
    )
    expect(seen).toEqual({
      user: admin.email,
      locale: 'en',
      language: 'he',
      log: expect.any(Array),
    })
  })

  it('runs as the system when no caller is named, as a job does', async () => {
    const seen = await withTransaction(payload, async ({ req }) => {
      const refused = await payload
        .find({ collection: 'audit-log', limit: 1, overrideAccess: false, req })
        .then(() => null)
        .catch((error: Error) => error.name)
      return { user: req.user, refused }
    })
    expect(seen).toEqual({ user: null, refused: 'Forbidden' })
  })

  it('rolls back what the work wrote when it throws', async () => {
    const email = `rolled-back.${Date.now()}@example.com`
    await expect(
      withTransaction(payload, async ({ req }) => {
        await payload.create({
          collection: 'users',
          context: { disableRevalidate: true },
          data: { email, password: staffTestPassword, role: 'editor', name: 'Editor' },
          req,
        })
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    const found = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    expect(found.totalDocs).toBe(0)
  })
})
