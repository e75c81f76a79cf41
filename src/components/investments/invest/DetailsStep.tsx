'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useMemo, useState, type ReactNode } from 'react'

import { writeClientCookie } from '@/client/account/client-cookies'
import { fetchProfile } from '@/client/profile/profile-api'
import { ProfileContext, type ProfileContextValue } from '@/components/profile/ProfileContext'
import { DocumentsSection } from '@/components/profile/sections/DocumentsSection'
import { InvestorTypeSection } from '@/components/profile/sections/InvestorTypeSection'
import { PersonalSection } from '@/components/profile/sections/PersonalSection'
import type { Readiness } from '@/domain/investments/investing-readiness'
import type { ProfileView } from '@/domain/investors/profile-view'
import type { ProfilePageSettings } from '@/server/profile/read-profile-page-settings'

import { investorFormDataCookie } from './investor-form-data'

type SectionId = 'personal' | 'documents' | 'investorType'

const sections: { id: SectionId; steps: string[]; render: () => ReactNode }[] = [
  { id: 'personal', steps: ['personal'], render: () => <PersonalSection /> },
  {
    id: 'documents',
    steps: ['documents', 'identityCheck'],
    render: () => <DocumentsSection />,
  },
  { id: 'investorType', steps: ['investorType'], render: () => <InvestorTypeSection /> },
]

type Props = {
  investorId: number
  email: string
  phone: string
  view: ProfileView
  settings: ProfilePageSettings
  /** As the server read it, when the page loaded. */
  readiness: Readiness
  onView: (view: ProfileView) => void
}

/**
 * Step 1, investor details: what the profile still lacks for investing is asked here, with the
 * profile page's own section forms (saved to the profile through the same calls). An account that
 * may not invest at all (a company, a minor, an identity check refused) is told why.
 */
export function DetailsStep({
  investorId,
  email,
  phone,
  view,
  settings,
  readiness,
  onView,
}: Props) {
  const t = useTranslations('Invest.details')
  const tProfile = useTranslations('Profile')
  // The sections missing when the step opened stay on screen once complete (their saved notice).
  const [shown] = useState<SectionId[]>(() => {
    const missing: readonly string[] =
      !readiness.ready && readiness.reason === 'profileIncomplete' ? readiness.missing : []
    return sections
      .filter((section) => section.steps.some((step) => missing.includes(step)))
      .map((section) => section.id)
  })

  const showView = useCallback(
    (next: ProfileView) => {
      onView(next)
      // Spec 3: the details typed so far, for the investment flow (removed on logout).
      const first = typeof next.profile.firstName === 'string' ? next.profile.firstName : ''
      const last = typeof next.profile.lastName === 'string' ? next.profile.lastName : ''
      writeClientCookie(
        investorFormDataCookie.name,
        JSON.stringify({ email, first_name: first, last_name: last, phone_investor: phone }),
        investorFormDataCookie.maxAgeSeconds,
      )
    },
    [onView, email, phone],
  )

  const context = useMemo<ProfileContextValue>(
    () => ({
      view,
      settings,
      showView,
      reload: () => fetchProfile(investorId).then(showView),
      openSection: (id) =>
        document.getElementById(`invest-details-${id}-title`)?.focus({ preventScroll: false }),
    }),
    [view, settings, showView, investorId],
  )

  if (!readiness.ready && readiness.reason !== 'profileIncomplete') {
    return (
      <div
        className="alert alert--error"
        role="alert"
        data-testid={`invest-refused-${readiness.reason}`}
      >
        <p>{t(`refused.${readiness.reason}`)}</p>
      </div>
    )
  }

  return (
    <ProfileContext.Provider value={context}>
      {shown.length === 0 ? (
        <p className="alert alert--success" data-testid="invest-details-complete">
          {t('complete')}
        </p>
      ) : (
        <p>{t('intro')}</p>
      )}
      {sections
        .filter((section) => shown.includes(section.id))
        .map((section) => (
          <section
            key={section.id}
            className="profile-section invest-details__section"
            aria-labelledby={`invest-details-${section.id}-title`}
            data-testid={`invest-details-${section.id}`}
          >
            <h3 id={`invest-details-${section.id}-title`} tabIndex={-1}>
              {tProfile(`sections.${section.id}`)}
            </h3>
            {section.render()}
          </section>
        ))}
    </ProfileContext.Provider>
  )
}
