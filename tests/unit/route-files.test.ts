import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Every route of our API is built from its contract (`routeHandler`), so that its input, its
 * answer, its callers and the OpenAPI document cannot drift apart. These are not, each for a
 * reason of its own; a new route is a contract unless it joins this list with its reason.
 */
const notContracts: Record<string, string> = {
  '[...slug]': 'Payload’s own REST API (the admin panel’s), behind its access control',
  'openapi.json': 'the OpenAPI document made from the contracts',
  reference: 'the reference page made from the contracts',
  health: 'liveness for the load balancer, plain and dependency-free',
  ready: 'readiness for the load balancer: 503 is an answer, not an error',
  'stripe/webhook': 'Stripe’s protocol: its signed raw body, no session, no same-site check',
  'cardcom/webhook': 'CardCom’s protocol: its form-encoded notification, no session',
  'cache/expire': 'for our seed script on the same machine, by a shared secret',
  preview: 'the admin’s preview link: turns on draft mode and redirects (307) to the page',
  'preview/exit': 'leaves draft mode and redirects to the page',
}

const apiFolder = path.resolve('src/app/(payload)/api')

function routeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return name === 'route.ts' ? [full] : []
  })
}

describe('API route files', () => {
  const routes = routeFiles(apiFolder).map((file) => ({
    route: path.relative(apiFolder, path.dirname(file)).split(path.sep).join('/'),
    source: readFileSync(file, 'utf8'),
  }))

  it('are each built from a contract, or named here with the reason they are not', () => {
    expect(routes.length).toBeGreaterThan(50)
    const unexplained = routes
      .filter(({ route, source }) => !/\brouteHandler\(/.test(source) && !(route in notContracts))
      .map(({ route }) => route)
    expect(unexplained).toEqual([])
  })

  it('name no route here that is a contract after all, or that is gone', () => {
    const stale = Object.keys(notContracts).filter(
      (name) =>
        !routes.some(({ route, source }) => route === name && !/\brouteHandler\(/.test(source)),
    )
    expect(stale).toEqual([])
  })
})
