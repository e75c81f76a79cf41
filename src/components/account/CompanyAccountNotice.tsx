'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { companyHomePath } from '@/domain/companies/company-paths'

import { AccountSettings } from './AccountSettings'

/**
 * /investor/profile for a company's account: the investor profile (identity check, investor type,
 * investments) means nothing to it, so it is pointed to its application; the account's own
 * settings (password, e-mail, phone) stay here.
 */
export function CompanyAccountNotice() {
  const t = useTranslations('Account')
  return (
    <div className="company-account" data-testid="company-account-notice">
      <div className="alert" role="status">
        <p>{t('companyAccountNotice')}</p>
        <Link href={companyHomePath} className="button button--primary">
          {t('toCompanyApplication')}
        </Link>
      </div>
      <AccountSettings />
    </div>
  )
}
