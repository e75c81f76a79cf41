import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Reader, type Response } from 'maxmind'

import { isPublicAddress } from '@/domain/client-ip'

const defaultDatabase = path.join(
  process.cwd(),
  'node_modules/@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb',
)

let reader: Reader<Response> | null | undefined

function openReader(): Reader<Response> | null {
  if (reader !== undefined) return reader
  try {
    reader = new Reader<Response>(readFileSync(process.env.GEOIP_COUNTRY_DB ?? defaultDatabase))
  } catch (error) {
    console.error('geo: cannot open the country database', error)
    reader = null
  }
  return reader
}

/**
 * Offline IP-country lookup from the GeoLite2 database shipped in an npm package.
 * `undefined`: no public address to look up; `null`: the lookup failed or found nothing.
 */
export function lookupCountry(address: string | null | undefined): string | null | undefined {
  if (!address || !isPublicAddress(address)) return undefined
  try {
    const record = openReader()?.get(address) as { country_code?: string } | null | undefined
    return record?.country_code ?? null
  } catch {
    return null
  }
}
