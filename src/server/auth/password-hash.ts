import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1). The parameters are stored with each hash, so
 * they can be raised later and old hashes upgraded at the next login (`needsRehash`).
 */
const current = { N: 2 ** 17, r: 8, p: 1 }
const keyLength = 32

function derive(password: string, salt: Buffer, params: typeof current): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, current)
  return [
    'scrypt',
    current.N,
    current.r,
    current.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$')
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  return {
    params: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  return !parsed || parsed.params.N < current.N || parsed.params.r !== current.r
}

/**
 * A hash of a random password, checked when the e-mail is unknown so that a login for a
 * non-existent account takes as long as one with a wrong password.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
