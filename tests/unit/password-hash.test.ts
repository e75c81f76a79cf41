import { describe, expect, it } from 'vitest'

import { hashPassword, needsRehash, verifyPassword } from '@/server/auth/password-hash'
import { createOpaqueToken, hashOpaqueToken } from '@/server/auth/opaque-token'

// Each hash costs 128 MiB and a few hundred milliseconds by design; on a busy two-core machine
// three of them took over vitest's default five seconds.
describe('password hashing (scrypt)', { timeout: 30_000 }, () => {
  it('verifies the right password only, and keeps its parameters with the hash', async () => {
    const stored = await hashPassword('Copper-Lantern-4812')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('Copper-Lantern-4812', stored)).toBe(true)
    expect(await verifyPassword('copper-lantern-4812', stored)).toBe(false)
    expect(needsRehash(stored)).toBe(false)
  })

  it('salts every hash and refuses malformed ones', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false)
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true)
  })
})

describe('opaque tokens', () => {
  it('are random and stored only as their SHA-256', () => {
    const a = createOpaqueToken('inv')
    const b = createOpaqueToken('inv')
    expect(a.token).toMatch(/^inv_[\w-]{43}$/)
    expect(a.token).not.toBe(b.token)
    expect(a.tokenHash).toBe(hashOpaqueToken(a.token))
    expect(a.tokenHash).not.toContain(a.token)
  })
})
