/**
 * Whether this process is shutting down, shared by our HTTP server (which sets it) and the
 * `/api/ready` route (which reads it): Next bundles the route separately from the server's own
 * modules, so the flag lives on globalThis rather than in a module variable.
 */
const key = Symbol.for('crowdfunding.shutting-down')
type Registry = { [key]?: boolean }

export function markShuttingDown(): void {
  ;(globalThis as Registry)[key] = true
}

export function isShuttingDown(): boolean {
  return (globalThis as Registry)[key] === true
}
