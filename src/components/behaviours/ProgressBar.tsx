'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import {
  navigationTarget,
  progressAt,
  progressThrottleMs,
  reachedTarget,
} from '@/domain/navigation/navigation-progress'

function clickedTarget(event: MouseEvent): string | null {
  if (event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null
  return navigationTarget(anchor.href, window.location.href)
}

/**
 * The top bar of a slow navigation. It ends when the route changes or, whichever comes first, when
 * the address reaches the link's: a query-only change that Next's router does not hear of (a tab
 * rewriting `?tab=` with the router's own history state) left it at 90% for good.
 */
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
    const current = timers.current
    const start = (target: string) => {
      clearTimeout(current.show)
      clearInterval(current.tick)
      current.show = setTimeout(() => {
        const startedAt = Date.now()
        const step = () => {
          const done = reachedTarget(target, window.location)
          if (done) {
            clearInterval(current.tick)
            setTimeout(() => setProgress(null), 250)
          }
          setProgress((shown) => (!done ? progressAt(Date.now() - startedAt) : shown && 1))
        }
        current.tick = setInterval(step, 100)
        step()
      }, progressThrottleMs)
    }
    const onClick = (event: MouseEvent) => {
      const target = clickedTarget(event)
      if (target) start(target)
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
