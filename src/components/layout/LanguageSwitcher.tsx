'use client'

import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'

import { localeSettings, locales } from '@/i18n/locales'

/**
 * The address as it is now (tab, page, filters, hash) in another language: read at the click, as
 * the query may have changed since the page was rendered (tabs and filters replace it in place).
 */
function withLanguage(code: string): string {
  const query = new URLSearchParams(window.location.search)
  query.set('lng', code)
  return `${window.location.pathname}?${query.toString()}${window.location.hash}`
}

/**
 * Plain links with `?lng=`: the server saves the choice in the `language` cookie. A full page
 * load is intended, since the whole document changes language and direction.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher')
  const current = useLocale()
  const pathname = usePathname()

  return (
    <nav aria-label={t('label')} className="language-switcher">
      <ul>
        {locales.map((code) => (
          <li key={code}>
            <a
              href={`${pathname}?lng=${code}`}
              onClick={(event) => {
                event.currentTarget.href = withLanguage(code)
              }}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              title={t('switchTo', { language: localeSettings[code].nativeName })}
            >
              {code}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
