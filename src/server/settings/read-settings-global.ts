import type { DataFromGlobalSlug, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

/** Staff-edited settings read on nearly every request (sessions, profiles, investing). */
export type SettingsSlug =
  'account-security' | 'identity-check' | 'legal-limits' | 'payment-settings'

/** How long a read is reused: a change saved on another instance shows within this. */
const reuseMs = 5_000

type Kept = Map<string, { expires: number; value: Promise<unknown> }>

/** Per Payload instance: a process may hold more than one (scripts, tests). */
const keptBy = new WeakMap<Payload, Kept>()

function keptFor(payload: Payload): Kept {
  let kept = keptBy.get(payload)
  if (!kept) keptBy.set(payload, (kept = new Map()))
  return kept
}

/**
 * A settings global, read once every few seconds per process instead of on every request: each
 * read is a query and a good deal of Payload's work, and an investment alone needs four of them.
 * A change saved through Payload in this process is seen at once (`forgetSettingsGlobal` runs
 * after every change); one saved on another instance within five seconds. Dated rules (the legal
 * limits' periods) are still chosen per request from what is read. Callers must not mutate it.
 *
 * Inside a transaction pass its `req`: a read that is not kept then goes over the transaction's
 * own connection. Over the pool it could wait for a connection that transactions waiting on this
 * very read hold (ten investments at once, each in a transaction, starved the pool that way).
 */
export function readSettingsGlobal<S extends SettingsSlug>(
  payload: Payload,
  slug: S,
  { locale, req }: { locale?: Locale; req?: Partial<PayloadRequest> } = {},
): Promise<DataFromGlobalSlug<S>> {
  const kept = keptFor(payload)
  const key = `${slug}:${locale ?? ''}`
  const now = Date.now()
  const hit = kept.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<DataFromGlobalSlug<S>>
  const value = payload.findGlobal({ slug, locale, depth: 0, overrideAccess: true, req })
  const entry = { expires: now + reuseMs, value }
  kept.set(key, entry)
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key)
  })
  return value as Promise<DataFromGlobalSlug<S>>
}

/** Forgets every kept read of `slug` (each language). */
export function forgetSettingsGlobal(payload: Payload, slug: SettingsSlug): void {
  const kept = keptFor(payload)
  for (const key of kept.keys()) if (key.startsWith(`${slug}:`)) kept.delete(key)
}

/** The settings globals' afterChange hook: the next read sees the change. */
export const forgetSettingsAfterChange: GlobalAfterChangeHook = ({ global, req }) => {
  forgetSettingsGlobal(req.payload, global.slug as SettingsSlug)
}
