import { beforeAll, describe, expect, it } from 'vitest'

import { openLinkToken, sealLinkToken } from '@/server/links/link-token'

const day = 24 * 3600_000

describe('link tokens (AES-256-GCM)', () => {
  beforeAll(() => {
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
  })

  it('opens what it sealed, and shows nothing of it in the token', () => {
    const token = sealLinkToken({ kind: 'invitation', email: 'maya@example.com', name: 'Maya' })
    expect(token).toMatch(/^v1\.[\w-]+$/)
    expect(Buffer.from(token.slice(3), 'base64url').toString('latin1')).not.toContain('maya')
    expect(openLinkToken(token)).toEqual({
      kind: 'invitation',
      email: 'maya@example.com',
      name: 'Maya',
    })
    // A fresh IV each time: the same content never gives the same token.
    expect(sealLinkToken({ kind: 'transaction', transactionId: 't1' })).not.toBe(
      sealLinkToken({ kind: 'transaction', transactionId: 't1' }),
    )
  })

  it('refuses any altered byte, another version, and garbage', () => {
    const token = sealLinkToken({ kind: 'transaction', transactionId: 'rb-1' })
    const bytes = Buffer.from(token.slice(3), 'base64url')
    for (const at of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes)
      altered[at] = (altered[at] ?? 0) ^ 1
      expect(openLinkToken(`v1.${altered.toString('base64url')}`)).toBeNull()
    }
    expect(openLinkToken(token.replace(/^v1/, 'v2'))).toBeNull()
    expect(openLinkToken('v1.')).toBeNull()
    expect(openLinkToken('not a token')).toBeNull()
  })

  it('expires: invitations after 30 days, transactions after one', () => {
    const now = Date.UTC(2026, 10, 22)
    const invitation = sealLinkToken({ kind: 'invitation', email: 'a@example.com' }, now)
    expect(openLinkToken(invitation, now + 29 * day)).not.toBeNull()
    expect(openLinkToken(invitation, now + 31 * day)).toBeNull()
    const transaction = sealLinkToken({ kind: 'transaction', transactionId: 'x' }, now)
    expect(openLinkToken(transaction, now + day / 2)).not.toBeNull()
    expect(openLinkToken(transaction, now + 2 * day)).toBeNull()
  })

  it('a token sealed under another key does not open', () => {
    const token = sealLinkToken({ kind: 'transaction', transactionId: 'x' })
    const previous = process.env.LINK_TOKEN_SECRET
    process.env.LINK_TOKEN_SECRET = 'a-different-key'
    try {
      expect(openLinkToken(token)).toBeNull()
    } finally {
      if (previous === undefined) delete process.env.LINK_TOKEN_SECRET
      else process.env.LINK_TOKEN_SECRET = previous
    }
  })
})
