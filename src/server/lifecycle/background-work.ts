/**
 * Work a request leaves running after its answer (the outbox delivery started by `after()`),
 * which a graceful shutdown waits for before closing the database pool: cut off between sending a
 * message and recording it, it would be sent again. On globalThis, because Next bundles this
 * module into several chunks and the HTTP server has its own copy.
 */
const key = Symbol.for('crowdfunding.background-work')
type Registry = { [key]?: Set<Promise<unknown>> }

function pending(): Set<Promise<unknown>> {
  const registry = globalThis as Registry
  return (registry[key] ??= new Set())
}

/** Remembers `work` until it settles. */
export function trackBackgroundWork(work: Promise<unknown>): void {
  const set = pending()
  const settled: Promise<unknown> = work.then(
    () => set.delete(settled),
    () => set.delete(settled),
  )
  set.add(settled)
}

/** Resolves once no tracked work is left, including work started while waiting. */
export async function backgroundWorkSettled(): Promise<void> {
  const set = pending()
  while (set.size > 0) await Promise.all(set)
}
