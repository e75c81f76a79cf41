import { randomUUID } from 'node:crypto'

import type { StandInCallback, StandInState } from './cardcom-stand-in-state'

/**
 * Cardcom retries a callback not answered 200 up to seven times, after 1, 2, 2, 16 and 60
 * minutes, then 12 and 12 hours [DOC-LP]; the stand-in keeps the order on a schedule 600 times
 * shorter (0.1 s … 72 s), so a test or a dev site compiling its route sees the retries.
 */
export const retryDelaysMs = [1, 2, 2, 16, 60, 720, 720].map((minutes) => minutes * 100)

/**
 * The page callbacks of the stand-in (part of `startCardcomStandIn`): the LowProfileResult as JSON,
 * unsigned [SPEC callback, DOC-LP], to the page's WebHookUrl.
 */
export function standInCallbacks(state: StandInState, save: () => void) {
  const timers = new Set<NodeJS.Timeout>()

  async function deliver(callback: StandInCallback): Promise<number | null> {
    const at = new Date().toISOString()
    let status: number | null = null
    if (!state.callbacksOn) {
      callback.deliveries.push({ at, status, error: 'callbacks off' })
      save()
      return status
    }
    try {
      const answer = await fetch(callback.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: callback.body,
        signal: AbortSignal.timeout(30_000),
      })
      await answer.arrayBuffer()
      status = answer.status
      callback.deliveries.push({ at, status })
    } catch (error) {
      callback.deliveries.push({ at, status, error: (error as Error).message })
    }
    save()
    return status
  }

  function retryUnlessTaken(callback: StandInCallback, status: number | null, attempt: number) {
    if (status === 200 || !state.callbacksOn || attempt >= retryDelaysMs.length) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      void deliver(callback).then((again) => retryUnlessTaken(callback, again, attempt + 1))
    }, retryDelaysMs[attempt])
    timer.unref()
    timers.add(timer)
  }

  /** Records the callback and sends it; resolves after the first attempt (retries follow). */
  async function send(lowProfileId: string, url: string, result: unknown): Promise<void> {
    const callback: StandInCallback = {
      id: randomUUID(),
      lowProfileId,
      url,
      body: JSON.stringify(result),
      deliveries: [],
    }
    state.callbacks.push(callback)
    retryUnlessTaken(callback, await deliver(callback), 0)
  }

  async function resend(id: string): Promise<number | null | undefined> {
    const callback = state.callbacks.find((c) => c.id === id)
    return callback ? deliver(callback) : undefined
  }

  const stop = () => {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  }

  return { send, resend, stop }
}
