'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/** Spec 9: shown only when a navigation takes longer than 200 ms; creeps to 90% over 5 s. */
export const progressThrottleMs = 200
export const progressDurationMs = 5000

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api')) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

export function ProgressBar() {
  const t = useTranslations('Progress')
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [progress, setProgress] = useState<number | null>(null)
  const route = `${pathname}?${search}`
  const [shownRoute, setShownRoute] = useState(route)
  const timers = useRef<{
    show?: ReturnType<typeof setTimeout>
    tick?: ReturnType<typeof setInterval>
  }>({})

  useEffect(() => {
    const start = () => {
      clearTimeout(timers.current.show)
      clearInterval(timers.current.tick)
      timers.current.show = setTimeout(() => {
        const startedAt = Date.now()
        setProgress(0.1)
        timers.current.tick = setInterval(() => {
          const elapsed = Date.now() - startedAt
          setProgress(Math.min(0.9, 0.1 + (0.8 * elapsed) / progressDurationMs))
        }, 100)
      }, progressThrottleMs)
    }
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) start()
    }
    // Capture phase: Next's <Link> cancels the click's default action before it bubbles to us.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  // The route changed: the navigation is over. Finish the bar (adjusting state while rendering).
  if (route !== shownRoute) {
    setShownRoute(route)
    if (progress !== null) setProgress(1)
  }

  useEffect(() => {
    const { show, tick } = timers.current
    clearTimeout(show)
    clearInterval(tick)
    const hide = setTimeout(() => setProgress(null), 250)
    return () => clearTimeout(hide)
  }, [route])

  if (progress === null) return null
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={{ transform: `scaleX(${progress})` }}
    />
  )
}
