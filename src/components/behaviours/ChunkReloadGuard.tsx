'use client'

import { useEffect } from 'react'

const reloadedKey = 'chunkReloadAt'

function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(
        message,
      ))
  )
}

/** After a deploy, old pages ask for scripts that no longer exist: reload once to get the new ones. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return
      const last = Number(sessionStorage.getItem(reloadedKey) ?? 0)
      if (Date.now() - last < 10_000) return // one reload, not a loop
      sessionStorage.setItem(reloadedKey, String(Date.now()))
      window.location.reload()
    }
    const onError = (event: ErrorEvent) => reload(event.error)
    const onRejection = (event: PromiseRejectionEvent) => reload(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
