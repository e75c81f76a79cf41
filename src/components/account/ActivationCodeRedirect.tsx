'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import {
  flashNoticeEvent,
  takeFlashNotice,
  type FlashNoticeKey,
} from '@/client/account/flash-notice'

/**
 * Spec 2: `code` on the landing route activates the account; the activation page does the work.
 * Also shows the one-time notice a redirect left behind (e-mail confirmed, password set…).
 */
export function ActivationCodeRedirect() {
  const router = useRouter()
  const pathname = usePathname()
  const t = useTranslations('Account.notices')
  const [notice, setNotice] = useState<FlashNoticeKey | null>(null)

  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('code')
    if (pathname === '/' && code) {
      router.replace(`/activation?code=${encodeURIComponent(code)}`)
      return
    }
    const show = () => {
      const next = takeFlashNotice(pathname)
      if (next) setNotice(next)
    }
    // Left by the page before a full load, or set while this layout stays on screen.
    void Promise.resolve().then(show)
    window.addEventListener(flashNoticeEvent, show)
    return () => window.removeEventListener(flashNoticeEvent, show)
  }, [pathname, router])

  if (!notice) return null
  return (
    <div className="alert alert--success flash-notice" role="status" data-testid="flash-notice">
      <p>{t(notice)}</p>
      <button type="button" className="button button--ghost" onClick={() => setNotice(null)}>
        {t('dismiss')}
      </button>
    </div>
  )
}
