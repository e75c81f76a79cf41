'use client'

import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'

import { localeSettings, locales } from '@/i18n/locales'

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
