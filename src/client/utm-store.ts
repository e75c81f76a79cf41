import { emptyUtm, parseStoredUtm, utmFromSearch, type UtmFields } from '@/domain/utm'

const storageKey = 'campaign'

/** Keeps the landing URL's campaign fields for the visit (session storage: gone with the tab). */
export function captureUtm(search: string): void {
  const fields = utmFromSearch(new URLSearchParams(search))
  if (!fields) return
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(fields))
  } catch {
    // Storage can be disabled; requests then carry empty fields.
  }
}

export function currentUtm(): UtmFields {
  try {
    return parseStoredUtm(sessionStorage.getItem(storageKey))
  } catch {
    return emptyUtm()
  }
}
