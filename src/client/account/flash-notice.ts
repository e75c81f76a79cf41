/** A one-time notice for the next page (after a redirect), kept in sessionStorage until shown. */
export type FlashNoticeKey =
  'emailConfirmed' | 'newEmailConfirmed' | 'passwordReset' | 'confirmEmailPending'

const key = 'flashNotice'

export const flashNoticeEvent = 'flashnotice'

type Stored = { notice: FlashNoticeKey; path?: string }

/**
 * Leaves `notice` for the page at `path` (any page when not given). Naming the page keeps the
 * notice for it when the way there is a full load: the page being left would take it otherwise.
 */
export function setFlashNotice(notice: FlashNoticeKey, path?: string): void {
  const stored: Stored = path ? { notice, path: path.split(/[?#]/)[0] } : { notice }
  sessionStorage.setItem(key, JSON.stringify(stored))
  window.dispatchEvent(new Event(flashNoticeEvent))
}

/** The notice left for the page at `pathname` (or for any page), taken so it shows once. */
export function takeFlashNotice(pathname: string): FlashNoticeKey | null {
  const raw = sessionStorage.getItem(key)
  if (!raw) return null
  let stored: Stored
  try {
    stored = JSON.parse(raw) as Stored
  } catch {
    sessionStorage.removeItem(key)
    return null
  }
  if (stored.path && stored.path !== pathname) return null
  sessionStorage.removeItem(key)
  return stored.notice
}
