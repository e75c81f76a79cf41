'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'

import { updateNavigationState } from '@/client/account/navigation-state'
import { clearTokenData } from '@/client/account/token-data'
import { LoginForm } from '@/components/account/LoginForm'
import { RegisterForm } from '@/components/account/RegisterForm'
import { SocialSignIn } from '@/components/account/SocialSignIn'

import { Dialog } from './Dialog'
import type { AuthTab } from './modal-names'

const tabs: AuthTab[] = ['login', 'register']

/**
 * The auth modal's two tabs (spec 2), as an accessible tablist; the hash picks the first one.
 * Opening remembers the page to return to; closing forgets the invitation's token data.
 */
export function AuthModal({ tab, onClose }: { tab: AuthTab; onClose: () => void }) {
  const t = useTranslations('Modals.auth')
  const [active, setActive] = useState<AuthTab>(tab)
  const baseId = useId()

  useEffect(() => {
    updateNavigationState({ previousPath: window.location.pathname + window.location.search })
    return clearTokenData
  }, [])

  const select = (next: AuthTab) => {
    setActive(next)
    history.replaceState(history.state, '', `#${next}`)
    document.getElementById(`${baseId}-${next}-tab`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    select(active === 'login' ? 'register' : 'login')
  }

  return (
    <Dialog title={t('title')} size="auth" onClose={onClose}>
      <div role="tablist" aria-label={t('tabs')} className="tabs" onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={active === name}
            aria-controls={`${baseId}-${name}-panel`}
            tabIndex={active === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(name)}
          >
            {t(`${name}Tab`)}
          </button>
        ))}
      </div>
      {tabs.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${baseId}-${name}-panel`}
          aria-labelledby={`${baseId}-${name}-tab`}
          hidden={active !== name}
          className="tabs__panel"
        >
          <p>{t(`${name}Intro`)}</p>
          {name === 'login' ? <LoginForm /> : <RegisterForm />}
        </div>
      ))}
      <SocialSignIn />
    </Dialog>
  )
}
