import { spawn } from 'node:child_process'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { sourceScriptNodeArgs } from '@/server/dev/node-args'

import { runScript } from '../support/database'
import { testPayload } from '../support/payload'
import { freePort } from '../support/redis-server'

type Ended = { code: number | null; stdout: string; stderr: string }

/**
 * The production server's entry (serve.ts, which `npm start` runs compiled) started as a process,
 * as an operator starts it: the settings it cannot run without are checked before it listens,
 * and what is missing is one line on stderr with exit code 1. The check comes before Next is
 * prepared, so no build is needed to see it refuse.
 */
describe('the production server refuses to start without what it needs', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })
  afterEach(() =>
    payload.updateGlobal({ slug: 'account-security', data: { phoneVerificationRequired: false } }),
  )

  /** The integration run's environment (database, secrets, stand-ins) with `env` on top. */
  async function startProduction(env: Record<string, string>): Promise<Ended & { port: number }> {
    const port = await freePort()
    const child = spawn(process.execPath, [...sourceScriptNodeArgs, 'src/scripts/serve.ts'], {
      // Empty values, not absent ones: a developer's .env (load-env.ts) never fills them in.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME_BIND: '127.0.0.1',
        IDENTITY_DATA_KEY: 'int-identity-data-key-not-secret',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // A server that started after all would never exit: the test's timeout ends it, and it is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000)
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    clearTimeout(timer)
    return { code, stdout, stderr, port }
  }

  it('without IDENTITY_DATA_KEY: exit code 1, one line naming it, never listening', async () => {
    const ended = await startProduction({ IDENTITY_DATA_KEY: '' })
    expect(ended.code).toBe(1)
    expect(ended.stderr.trim().split('\n')).toEqual([
      '> Refusing to start in production: IDENTITY_DATA_KEY not set (see .env.example)',
    ])
    expect(ended.stdout).not.toContain('Ready on')
    // Nothing was ever bound to its port.
    await expect(fetch(`http://127.0.0.1:${ended.port}/api/health`)).rejects.toThrow()
  }, 60_000)

  it('names every missing setting in the same line, never a value', async () => {
    const secret = 'int-Payload-Secret-4471'
    const ended = await startProduction({
      PAYLOAD_SECRET: secret,
      IDENTITY_DATA_KEY: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    })
    expect(ended.code).toBe(1)
    const lines = ended.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /IDENTITY_DATA_KEY not set; STRIPE_SECRET_KEY not set .*STRIPE_WEBHOOK_SECRET not set/,
    )
    for (const value of [secret, process.env.DATABASE_URI!, process.env.TWILIO_AUTH_TOKEN!])
      expect(lines[0]).not.toContain(value)
  }, 60_000)

  it('with phone verification on (the administrator’s setting), needs an SMS gateway', async () => {
    await payload.updateGlobal({
      slug: 'account-security',
      data: { phoneVerificationRequired: true },
    })
    const ended = await startProduction({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '' })
    expect(ended.code).toBe(1)
    expect(ended.stderr.trim().split('\n')).toEqual([
      '> Refusing to start in production: TWILIO_ACCOUNT_SID not set (phone verification is on); TWILIO_AUTH_TOKEN not set (phone verification is on) (see .env.example)',
    ])
  }, 60_000)

  it('npm start’s first step, the migrations, says in one line what Payload cannot start without', async () => {
    const migrated = await runScript('src/scripts/migrate.ts', {
      DATABASE_URI: '',
      PAYLOAD_SECRET: '',
    })
    expect(migrated.code).toBe(1)
    expect(migrated.output.trim().split('\n')).toEqual([
      'migrate: DATABASE_URI not set; PAYLOAD_SECRET not set (see .env.example)',
    ])
  }, 60_000)
})
