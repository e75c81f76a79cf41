import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * When the HTTP request being served began, for whatever runs on its behalf (the render, the
 * data reads and cache stores it leads to, background revalidations it starts). The shared cache
 * dates an entry from this moment: content read during a request can be no newer than its start.
 */
const requests = new AsyncLocalStorage<number>()

export function runWithRequestClock<T>(serve: () => T, startedAt = Date.now()): T {
  return requests.run(startedAt, serve)
}

/** The start of the request this code runs for; undefined outside one (a script, a test). */
export function requestStartedAt(): number | undefined {
  return requests.getStore()
}
