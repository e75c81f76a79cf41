'use client'

import { useTranslations } from 'next-intl'

/** What a section still needs before the investor may invest, or nothing once it is complete. */
export function MissingList({ items }: { items: readonly string[] }) {
  const t = useTranslations('Profile')
  if (items.length === 0) return null
  return (
    <div className="profile-missing" data-testid="section-missing">
      <p className="profile-missing__title">{t('missing.title')}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
