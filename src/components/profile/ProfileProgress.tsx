'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { profileSteps } from '@/domain/investors/profile-completeness'
import { sectionOfStep } from '@/domain/investors/profile-sections'

import type { ProfileSection } from './profile-sections'
import { useProfile } from './ProfileContext'
import { SectionLink } from './SectionLink'

/**
 * How complete the profile is (`completeness` of the profile view), each step linking to its
 * section, the next step, the identity check's state, and the way back to an investment.
 */
export function ProfileProgress({
  sections,
  returnTo,
}: {
  sections: readonly ProfileSection[]
  returnTo: string | null
}) {
  const t = useTranslations('Profile')
  const { view } = useProfile()
  const { missing, next, percent } = view.completeness
  const link = (step: (typeof profileSteps)[number]) => (
    <SectionLink section={sectionOfStep(sections, step) ?? ''}>
      {t(`progress.steps.${step}`)}
    </SectionLink>
  )

  return (
    <section className="profile-progress" aria-labelledby="profile-progress-title">
      <h2 id="profile-progress-title" className="profile-progress__title">
        {t('progress.title')}
      </h2>
      <p id="profile-progress-label" data-testid="profile-percent">
        {t('progress.percent', { percent })}
      </p>
      <progress max={100} value={percent} aria-labelledby="profile-progress-label" />
      <ol className="profile-steps">
        {profileSteps.map((step) => {
          const done = !missing.includes(step)
          return (
            <li key={step} data-done={done}>
              <span aria-hidden="true" className="profile-steps__mark">
                {done ? '✓' : '○'}
              </span>
              {link(step)}{' '}
              <span className="visually-hidden">
                {done ? t('progress.done') : t('progress.toDo')}
              </span>
            </li>
          )
        })}
      </ol>
      {next ? (
        <p data-testid="profile-next-step">
          {t('progress.next')} {link(next)}
        </p>
      ) : (
        <p className="alert alert--success" data-testid="profile-complete">
          {t('progress.complete')}
        </p>
      )}
      <p>
        {t('progress.identityStatus')}{' '}
        <strong data-testid="progress-identity-status">
          {t(`identityCheck.status.${view.identityCheck.status}`)}
        </strong>
      </p>
      {returnTo &&
        (next ? (
          <p className="profile-note" data-testid="return-pending">
            {t('returnTo.pending')}
          </p>
        ) : (
          <Link href={returnTo} className="button button--primary" data-testid="return-to">
            {t('returnTo.back')}
          </Link>
        ))}
    </section>
  )
}
