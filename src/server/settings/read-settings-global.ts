import type { DataFromGlobalSlug, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

/** Staff-edited settings read on nearly every request (sessions, profiles, investing). */
export type SettingsSlug =
  'account-security' | 'identity-check' | 'legal-limits' | 'payment-settings'

/** How long a read is reused: a change saved on another instance shows within this. */
const reuseMs = 5_000
/**
 * After a change, reads are not kept for this long: the change's hook runs before its transaction
 * commits, so a read in between still sees the old row and would keep it for `reuseMs`.
 */
const settleMs = 2_000

type Kept = Map<string, { expires: number; value: Promise<unknown> }>

/**
 * Per Payload instance (a process may hold more than one: scripts, tests), and one store per
 * process: Next bundles this module into more than one server chunk, and a copy of its own in the
 * route that saves a global would forget its own reads, not those of the route that reads it.
 */
const store = ((globalThis as { [key: symbol]: unknown })[Symbol.for('settings-globals-kept')] ??= {
  keptBy: new WeakMap<Payload, Kept>(),
  /** Per global: until when reads go to the database unkept. */
  changedBy: new WeakMap<Payload, Map<SettingsSlug, number>>(),
}) as {
  keptBy: WeakMap<Payload, Kept>
  changedBy: WeakMap<Payload, Map<SettingsSlug, number>>
}
const { keptBy, changedBy } = store

function changedFor(payload: Payload): Map<SettingsSlug, number> {
  let changed = changedBy.get(payload)
  if (!changed) changedBy.set(payload, (changed = new Map()))
  return changed
}

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
  if ((changedFor(payload).get(slug) ?? 0) > now) return value
  const entry = { expires: now + reuseMs, value }
  kept.set(key, entry)
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key)
  })
  return value as Promise<DataFromGlobalSlug<S>>
}

/** Forgets every kept read of `slug` (each language), and keeps none until the change settles. */
export function forgetSettingsGlobal(payload: Payload, slug: SettingsSlug): void {
  const kept = keptFor(payload)
  for (const key of kept.keys()) if (key.startsWith(`${slug}:`)) kept.delete(key)
  changedFor(payload).set(slug, Date.now() + settleMs)
}

/** The settings globals' afterChange hook: the next read sees the change. */
export const forgetSettingsAfterChange: GlobalAfterChangeHook = ({ global, req }) => {
  forgetSettingsGlobal(req.payload, global.slug as SettingsSlug)
}
