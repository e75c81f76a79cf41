/** A one-time notice for the next page (after a redirect), kept in sessionStorage until shown. */
export type FlashNoticeKey =
  'emailConfirmed' | 'newEmailConfirmed' | 'passwordReset' | 'confirmEmailPending'

const key = 'flashNotice'

export const flashNoticeEvent = 'flashnotice'

export function setFlashNotice(notice: FlashNoticeKey): void {
  sessionStorage.setItem(key, notice)
  window.dispatchEvent(new Event(flashNoticeEvent))
}

export function takeFlashNotice(): FlashNoticeKey | null {
  const notice = sessionStorage.getItem(key) as FlashNoticeKey | null
  sessionStorage.removeItem(key)
  return notice
}
