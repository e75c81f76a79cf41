'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { companyHomePath } from '@/domain/companies/company-paths'

import { useAccount } from './AccountProvider'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('')
    .toUpperCase()
}

/**
 * Spec 2, header: logged out shows register and login; logged in shows the name, an avatar that
 * leads to the profile, and logout. A company's account has no investor profile: its link leads to
 * its application to raise capital.
 */
export function AccountLinks() {
  const t = useTranslations('Header')
  const account = useAccount()

  if (account.status === 'signed-in') {
    const { user } = account
    const company = user.accountKind === 'company'
    return (
      <div className="account-links" data-testid="account-links" data-state="signed-in">
        <Link
          href={company ? companyHomePath : '/investor/profile'}
          className="account-links__profile"
          aria-label={company ? t('companyApplication') : t('profile')}
        >
          {user.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a private file, 36 px
            <img className="avatar" src={user.avatarUrl} alt="" width={36} height={36} />
          ) : (
            <span className="avatar" aria-hidden="true">
              {initials(user.name)}
            </span>
          )}
          <span className="account-links__name">{user.name}</span>
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void account.logOut()}
        >
          {t('logout')}
        </button>
      </div>
    )
  }
  return (
    <div className="account-links" data-testid="account-links" data-state={account.status}>
      <a href="#login" className="button button--ghost">
        {t('login')}
      </a>
      <a href="#register" className="button button--primary">
        {t('register')}
      </a>
    </div>
  )
}
