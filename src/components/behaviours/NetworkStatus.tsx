'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Tells the user when the connection drops, and for a few seconds when it is back. */
export function NetworkStatus() {
  const t = useTranslations('Network')
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onOnline = () => {
      setRestored(true)
      clearTimeout(timer)
      timer = setTimeout(() => setRestored(false), 4000)
    }
    window.addEventListener('online', onOnline)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', onOnline)
    }
  }, [])

  const state = !online ? 'offline' : restored ? 'restored' : 'online'
  return (
    <div role="status" aria-live="polite" className="network-status" data-state={state}>
      {state === 'offline' ? t('offline') : state === 'restored' ? t('online') : null}
    </div>
  )
}
