'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { isSocialNotice, type SocialNotice } from '@/domain/auth/social-sign-in'

import { SignInCodeForm } from './SignInCodeForm'

/**
 * After Google or Facebook send the person back, `/callback` may leave a `social` notice in the
 * query: shown once, then taken out of the address. `secondFactor` (an account with two-step
 * sign-in) asks for the code here; the page then loads again, signed in.
 */
export function SocialSignInNotice() {
  const t = useTranslations('Account.socialNotices')
  const [notice, setNotice] = useState<SocialNotice | null>(null)

  useEffect(() => {
    const url = new URL(window.location.href)
    const value = url.searchParams.get('social')
    if (!isSocialNotice(value)) return
    url.searchParams.delete('social')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    void Promise.resolve().then(() => setNotice(value))
  }, [])

  if (!notice) return null
  const success = notice === 'confirmEmail' || notice === 'secondFactor'
  return (
    <div
      className={`alert ${success ? 'alert--success' : 'alert--error'} flash-notice`}
      role={success ? 'status' : 'alert'}
      data-testid="social-notice"
    >
      <p>{t(notice)}</p>
      {notice === 'secondFactor' && (
        <SignInCodeForm onSignedIn={() => window.location.assign(window.location.pathname)} />
      )}
      <button type="button" className="button button--ghost" onClick={() => setNotice(null)}>
        {t('dismiss')}
      </button>
    </div>
  )
}
