'use client'

import { useTranslations } from 'next-intl'

import { sectionState } from '@/domain/investors/profile-sections'

import type { ProfileSection } from './profile-sections'
import { useProfile } from './ProfileContext'
import { SectionLink } from './SectionLink'

const marks = { complete: '✓', incomplete: '!', waiting: '…' } as const

/**
 * The sections as links (`?section=`, so each can be opened from a link): a row of tabs on wide
 * screens, a list on phones. Each says whether it still needs something before investing.
 */
export function ProfileSectionNav({
  sections,
  active,
}: {
  sections: readonly ProfileSection[]
  active: string
}) {
  const t = useTranslations('Profile')
  const { view } = useProfile()
  const submitted = view.identityCheck.status === 'submitted'
  return (
    <nav className="profile-nav" aria-label={t('sectionsLabel')}>
      <ul>
        {sections.map((section) => {
          const state = sectionState(section, view.completeness.missing, submitted)
          return (
            <li key={section.id}>
              <SectionLink
                section={section.id}
                aria-current={section.id === active ? 'true' : undefined}
                data-state={state ?? undefined}
                data-testid={`section-link-${section.id}`}
              >
                <span>{t(`sections.${section.title}`)}</span>
                {state && (
                  <span className="profile-nav__state">
                    <span aria-hidden="true">{marks[state]}</span>
                    <span className="visually-hidden">({t(`sectionState.${state}`)})</span>
                  </span>
                )}
              </SectionLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
