import { getTranslations } from 'next-intl/server'

import { AccountLinks } from '@/components/account/AccountLinks'
import { LogoMark } from '@/components/brand/LogoMark'
import { Link } from '@/components/navigation/Link'
import type { Navigation } from '@/payload-types'

import { LanguageSwitcher } from './LanguageSwitcher'
import { Sidebar } from './Sidebar'
import { LinkList } from './LinkList'

type Props = { navigation: Navigation; variant?: 'default' | 'new' }

/**
 * Header with the top navigation, language switcher and account links. The header is cached with
 * the page, so the signed-in state (name, avatar, logout) is filled in by the browser.
 */
export async function SiteHeader({ navigation, variant = 'default' }: Props) {
  const t = await getTranslations('Header')
  const tSite = await getTranslations('Site')
  const items = navigation.mainItems ?? []

  return (
    <header className={`site-header site-header--${variant}`}>
      <a href="#main" className="skip-link">
        {tSite('skipToContent')}
      </a>
      <div className="site-header__inner">
        <Sidebar items={items} legalItems={navigation.legalItems ?? []} />
        {/* The name read aloud starts with the words shown (WCAG 2.5.3, label in name). */}
        <Link
          href="/"
          className="site-header__logo"
          aria-label={t('logo', { name: tSite('name') })}
        >
          <LogoMark />
          <span className="site-header__name">{tSite('name')}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="top-nav">
          <LinkList items={items} />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <AccountLinks />
        </div>
      </div>
    </header>
  )
}
