/**
 * Runs `task` when the browser next has nothing to do (at the latest after `timeoutMs`), so that
 * work nobody waits for stays out of the page's start-up. Returns a function that cancels it.
 * Safari has no requestIdleCallback: there a short timer puts the task after the current work.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 100)
  return () => window.clearTimeout(handle)
}
