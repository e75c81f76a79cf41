'use client'

import { useTranslations } from 'next-intl'

import { useAccount } from './AccountProvider'
import { ChangeEmailForm } from './ChangeEmailForm'
import { ChangePasswordForm } from './ChangePasswordForm'
import { ChangePhoneForm } from './ChangePhoneForm'
import { TwoFactorSettings } from './TwoFactorSettings'

/**
 * /investor/profile, the account part: who is signed in, password and e-mail changes, two-step
 * sign-in, logout. (The
 * prompt to confirm the e-mail address heads the whole profile page.)
 */
export function AccountSettings() {
  const t = useTranslations('Account')
  const account = useAccount()

  if (account.status === 'loading') return <p aria-busy="true">{t('loading')}</p>
  if (account.status === 'anonymous') {
    return (
      <div className="alert" data-testid="profile-signed-out">
        <p>{t('logInToSeeProfile')}</p>
        <a href="#login" className="button button--primary">
          {t('logIn')}
        </a>
      </div>
    )
  }
  const { user } = account
  return (
    <div className="account-settings" data-testid="account-settings">
      <dl className="account-settings__details">
        <dt>{t('name')}</dt>
        <dd>{user.name}</dd>
        <dt>{t('email')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="profile-email">
            {user.email}
          </bdi>
          {!user.emailVerified && <span className="badge"> {t('unconfirmed')}</span>}
        </dd>
        {user.phone && (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <bdi dir="ltr">{user.phone}</bdi>
            </dd>
          </>
        )}
      </dl>
      <ChangePasswordForm />
      <ChangeEmailForm />
      <ChangePhoneForm />
      <TwoFactorSettings />
      <button type="button" className="button button--ghost" onClick={() => void account.logOut()}>
        {t('logOut')}
      </button>
    </div>
  )
}
