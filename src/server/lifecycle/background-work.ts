import { answer, ask } from './process-channel'

/**
 * Work a request leaves running after its answer (the outbox delivery started by `after()`),
 * which a graceful shutdown waits for before closing the database pool: cut off between sending a
 * message and recording it, it would be sent again. Next bundles this module into several
 * copies; each keeps its own work and, once it has tracked some, answers the HTTP server's
 * `settle-background-work` request over the process channel.
 */
const pending = new Set<Promise<unknown>>()
let answering = false

/** Remembers `work` until it settles. */
export function trackBackgroundWork(work: Promise<unknown>): void {
  if (!answering) {
    answering = true
    answer('settle-background-work', settleTrackedWork)
  }
  const settled: Promise<unknown> = work.then(
    () => pending.delete(settled),
    () => pending.delete(settled),
  )
  pending.add(settled)
}

/** Waits for this copy's work, including work started while waiting; true when there was some. */
async function settleTrackedWork(): Promise<boolean> {
  const had = pending.size > 0
  while (pending.size > 0) await Promise.all(pending)
  return had
}

/**
 * Resolves once no copy in the process has work left. Asks again after any copy had some: work
 * in one copy may have started work in another.
 */
export async function backgroundWorkSettled(): Promise<void> {
  for (;;) {
    const copiesThatHadWork = (await ask('settle-background-work')).filter(Boolean)
    if (copiesThatHadWork.length === 0) return
  }
}
