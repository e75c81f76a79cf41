/** Spec 4 and 9: the timeout lead popup, once per visitor per half day. */
export const popupViewedCookie = { name: 'popupViewed', maxAgeSeconds: 43_200 }

export const timeoutPopupDelayMs = { default: 90_000, new: 25_000 } as const
export type PopupLayout = keyof typeof timeoutPopupDelayMs

/** True while the visitor has not seen the popup (an absent cookie counts as not seen). */
export function popupStillDue(cookieValue: string | null): boolean {
  return cookieValue !== 'true'
}

/** When the time is up the popup opens, unless the person is busy in another modal. */
export function shouldOpenTimeoutPopup(options: {
  cookieValue: string | null
  otherModalOpen: boolean
}): boolean {
  return popupStillDue(options.cookieValue) && !options.otherModalOpen
}
