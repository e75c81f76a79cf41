import { apiRoutes } from './api-routes'
import type { RouteContract } from './route-contract'

type SpecAddress = { method: string; pattern: RegExp; contract: RouteContract }

const specAddresses: SpecAddress[] = apiRoutes.flatMap((contract: RouteContract) =>
  contract.specPath
    ? [
        {
          method: contract.method,
          pattern: new RegExp(`^${contract.specPath.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`),
          contract,
        },
      ]
    : [],
)

/**
 * The API path that answers a call the spec addresses outside `/api` (`POST /projects` is
 * `POST /api/catalog/projects`), or null. The parameters are passed on as they came: the route
 * itself answers NOT_FOUND for one that cannot exist.
 */
export function specPathTarget(method: string, pathname: string): string | null {
  for (const address of specAddresses) {
    if (address.method !== method) continue
    const match = address.pattern.exec(pathname)
    if (!match) continue
    return address.contract.path.replace(/\{(\w+)\}/g, (_, name: string) => match.groups![name]!)
  }
  return null
}
