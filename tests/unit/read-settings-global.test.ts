import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { forgetSettingsGlobal, readSettingsGlobal } from '@/server/settings/read-settings-global'

/** A stand-in for Payload's findGlobal that counts its reads and answers what it is told. */
function aPayload(answer: () => Promise<unknown> = async () => ({ selfieRequired: true })) {
  const findGlobal = vi.fn((_args: { slug: string; req?: unknown }) => answer())
  return { payload: { findGlobal } as unknown as Payload, findGlobal }
}

describe('settings globals kept for a few seconds', () => {
  afterEach(() => vi.useRealTimers())

  it('reads once for callers within five seconds, and again after', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') })
    const { payload, findGlobal } = aPayload()
    await Promise.all([
      readSettingsGlobal(payload, 'identity-check'),
      readSettingsGlobal(payload, 'identity-check'),
    ])
    vi.setSystemTime(new Date('2026-11-25T10:00:04.999Z'))
    await readSettingsGlobal(payload, 'identity-check')
    expect(findGlobal).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date('2026-11-25T10:00:05.001Z'))
    await readSettingsGlobal(payload, 'identity-check')
    expect(findGlobal).toHaveBeenCalledTimes(2)
  })

  it('reads again at once after a change was saved, for that global only', async () => {
    const { payload, findGlobal } = aPayload()
    await readSettingsGlobal(payload, 'identity-check')
    await readSettingsGlobal(payload, 'legal-limits')
    forgetSettingsGlobal(payload, 'identity-check')
    await readSettingsGlobal(payload, 'identity-check')
    await readSettingsGlobal(payload, 'legal-limits')
    expect(findGlobal.mock.calls.map(([args]) => args.slug)).toEqual([
      'identity-check',
      'legal-limits',
      'identity-check',
    ])
  })

  it('keeps no read for two seconds after a change, which commits after its hook ran', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') })
    let stored = { selfieRequired: false }
    const { payload, findGlobal } = aPayload(async () => stored)
    forgetSettingsGlobal(payload, 'identity-check')
    // Read between the hook and the commit: the old row, not kept.
    expect(await readSettingsGlobal(payload, 'identity-check')).toEqual({ selfieRequired: false })
    stored = { selfieRequired: true }
    vi.setSystemTime(new Date('2026-11-25T10:00:01.999Z'))
    expect(await readSettingsGlobal(payload, 'identity-check')).toEqual({ selfieRequired: true })
    vi.setSystemTime(new Date('2026-11-25T10:00:02.001Z'))
    await readSettingsGlobal(payload, 'identity-check')
    await readSettingsGlobal(payload, 'identity-check')
    expect(findGlobal).toHaveBeenCalledTimes(3)
  })

  it('keeps each language apart, and each Payload instance', async () => {
    const first = aPayload()
    const second = aPayload()
    await readSettingsGlobal(first.payload, 'payment-settings', { locale: 'he' })
    await readSettingsGlobal(first.payload, 'payment-settings', { locale: 'en' })
    await readSettingsGlobal(second.payload, 'payment-settings', { locale: 'he' })
    expect(first.findGlobal).toHaveBeenCalledTimes(2)
    expect(second.findGlobal).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed read, and reads over the transaction it is given', async () => {
    let fail = true
    const { payload, findGlobal } = aPayload(async () => {
      if (fail) throw new Error('database gone')
      return { transferDays: 5 }
    })
    await expect(readSettingsGlobal(payload, 'payment-settings')).rejects.toThrow('database gone')
    fail = false
    const req = { transactionID: 7 }
    await expect(readSettingsGlobal(payload, 'payment-settings', { req })).resolves.toEqual({
      transferDays: 5,
    })
    expect(findGlobal).toHaveBeenCalledTimes(2)
    expect(findGlobal.mock.calls[1]?.[0]).toMatchObject({ slug: 'payment-settings', req })
  })
})
