'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The admin's origin: it opened the preview (the referrer), else the site's own origin. */
function adminOrigin(): string {
  try {
    if (document.referrer) return new URL(document.referrer).origin
  } catch {
    // An unparsable referrer: fall back to the site's origin.
  }
  return window.location.origin
}

/**
 * Inside the admin's live-preview frame (or popup): tells the admin the page is ready, and
 * re-renders on the server whenever the editor saves (a draft save or autosave sends
 * `payload-document-event`), so the preview shows the saved draft without a reload. Messages
 * from any other origin are ignored.
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    const allowed = new Set([window.location.origin, adminOrigin()])
    const onMessage = (event: MessageEvent<unknown>) => {
      if (!allowed.has(event.origin)) return
      const data = event.data as { type?: unknown } | null
      if (data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin =
      (window.opener as Window | null) ?? (window.parent !== window ? window.parent : null)
    for (const origin of allowed)
      admin?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
