import { derivedBearerToken } from '@/server/security/internal-bearer'

/** The token a script sends to `POST /api/cache/expire` (derived from PAYLOAD_SECRET). */
export function cacheExpiryToken(): string {
  return derivedBearerToken('cache-expire')
}
