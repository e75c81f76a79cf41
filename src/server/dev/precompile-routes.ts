import { get } from 'node:http'

/**
 * The pages a developer opens first, in both languages, then the admin: `npm run dev` asks for them
 * one at a time once it listens, so that each is compiled before it is clicked (a cold compile is
 * tens of seconds on two cores; Turbopack keeps the result in `.next/dev/cache` for the next start).
 */
export const routesToPrecompile = [
  '/?lng=he',
  '/?lng=en',
  '/projects?lng=he',
  '/blog?lng=he',
  // Answers 405 to a GET, compiled all the same: the stand-in's first event is then taken at once.
  '/api/stripe/webhook',
  '/api/cardcom/webhook',
  '/admin',
] as const

/** GET `path` on `origin`; resolves once the answer has been read, whatever it is. */
function visit(origin: string, path: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // node:http, not fetch: in this process Next replaces the global fetch with its own.
    const request = get(new URL(path, origin), { signal }, (response) => {
      response.resume()
      response.on('close', resolve)
    })
    request.on('error', () => resolve())
  })
}

/**
 * Requests each route in turn (DEV_PRECOMPILE=0 turns it off); stops at `signal` (shutdown).
 * Resolves when done, never rejects.
 */
export async function precompileRoutes(
  origin: string,
  signal: AbortSignal,
  routes: readonly string[] = routesToPrecompile,
): Promise<void> {
  if (process.env.DEV_PRECOMPILE === '0') return
  for (const route of routes) {
    if (signal.aborted) return
    await visit(origin, route, signal)
  }
}
