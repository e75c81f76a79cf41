'use client'

import { useEffect, useRef } from 'react'

import { readClientCookie, writeClientCookie } from '@/client/account/client-cookies'
import { whenIdle } from '@/client/when-idle'
import {
  popupViewedCookie,
  shouldOpenTimeoutPopup,
  timeoutPopupDelayMs,
  type PopupLayout,
} from '@/domain/leads/timeout-popup'
import { useModals } from '@/components/modals/modal-context'

/**
 * Spec 4, popup timeout: after 90 s (default layout) or 25 s (new layout) the lead popup opens
 * once, unless another modal is open at that moment; `popupViewed` then keeps it from coming back.
 */
export function TimeoutPopup({ layout }: { layout: PopupLayout }) {
  const { current, open } = useModals()
  const currentRef = useRef(current)
  useEffect(() => {
    currentRef.current = current
  }, [current])

  useEffect(() => {
    // Cookie reads and writes are synchronous calls to the browser process: the one nothing waits
    // for stays out of hydration; whether the popup is still due is read when the time is up.
    const cancelMark = whenIdle(() => {
      if (readClientCookie(popupViewedCookie.name) === null)
        writeClientCookie(popupViewedCookie.name, 'false', popupViewedCookie.maxAgeSeconds)
    })
    const timer = window.setTimeout(() => {
      const due = shouldOpenTimeoutPopup({
        cookieValue: readClientCookie(popupViewedCookie.name),
        otherModalOpen: currentRef.current !== null,
      })
      if (!due) return
      open('timeout')
      writeClientCookie(popupViewedCookie.name, 'true', popupViewedCookie.maxAgeSeconds)
    }, timeoutPopupDelayMs[layout])
    return () => {
      cancelMark()
      window.clearTimeout(timer)
    }
  }, [layout, open])

  return null
}
