'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'

import { updateNavigationState } from '@/client/account/navigation-state'
import { clearTokenData } from '@/client/account/token-data'
import { LoginForm } from '@/components/account/LoginForm'
import { RegisterForm } from '@/components/account/RegisterForm'
import { RegisterKindChoice } from '@/components/account/RegisterKindChoice'
import { SocialSignIn } from '@/components/account/SocialSignIn'
import type { AccountKind } from '@/domain/auth/account-kind'

import { Dialog } from './Dialog'
import { hashForModal, type AuthTab } from './modal-names'

const tabs = ['login', 'register'] as const
type Tab = (typeof tabs)[number]

/** The address's hash for what is shown, so a reload or a shared link opens the same form. */
const hashOf = (tab: Tab, kind: AccountKind) =>
  hashForModal({
    name: 'auth',
    tab: tab === 'register' && kind === 'company' ? 'register-company' : tab,
  })

/**
 * The auth modal's two tabs (spec 2), as an accessible tablist; the hash picks the first one. The
 * register tab asks who registers, an investor or a company raising capital (`#register-company`).
 * Opening remembers the page to return to; closing forgets the invitation's token data.
 */
export function AuthModal({ tab, onClose }: { tab: AuthTab; onClose: () => void }) {
  const t = useTranslations('Modals.auth')
  const [active, setActive] = useState<Tab>(tab === 'login' ? 'login' : 'register')
  const [kind, setKind] = useState<AccountKind>(tab === 'register-company' ? 'company' : 'investor')
  const baseId = useId()

  useEffect(() => {
    updateNavigationState({ previousPath: window.location.pathname + window.location.search })
    return clearTokenData
  }, [])

  const select = (next: Tab) => {
    setActive(next)
    history.replaceState(history.state, '', hashOf(next, kind))
    document.getElementById(`${baseId}-${next}-tab`)?.focus()
  }
  const choose = (next: AccountKind) => {
    setKind(next)
    history.replaceState(history.state, '', hashOf('register', next))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    select(active === 'login' ? 'register' : 'login')
  }
  const companyForm = active === 'register' && kind === 'company'

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
      <div
        role="tabpanel"
        id={`${baseId}-login-panel`}
        aria-labelledby={`${baseId}-login-tab`}
        hidden={active !== 'login'}
        className="tabs__panel"
      >
        <p>{t('loginIntro')}</p>
        <LoginForm />
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-register-panel`}
        aria-labelledby={`${baseId}-register-tab`}
        hidden={active !== 'register'}
        className="tabs__panel"
      >
        <RegisterKindChoice value={kind} onChange={choose} />
        <p>{t(kind === 'company' ? 'registerCompanyIntro' : 'registerIntro')}</p>
        {/* One form for both: what was typed in the common fields stays when the choice changes. */}
        <RegisterForm kind={kind} />
      </div>
      {/* Google and Facebook open investors' accounts only. */}
      {!companyForm && <SocialSignIn />}
    </Dialog>
  )
}
