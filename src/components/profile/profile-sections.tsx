import type { ReactNode } from 'react'

import { AccountSettings } from '@/components/account/AccountSettings'
import type { SectionRef } from '@/domain/investors/profile-sections'
import type { Messages } from '@/i18n/messages'

import { AvatarSection } from './sections/AvatarSection'
import { DocumentsSection } from './sections/DocumentsSection'
import { InterestsSection } from './sections/InterestsSection'
import { InvestmentsSection } from './sections/InvestmentsSection'
import { InvestorTypeSection } from './sections/InvestorTypeSection'
import { InvoicesSection } from './sections/InvoicesSection'
import LeaderRequestSection from './sections/LeaderRequestSection'
import { PersonalSection } from './sections/PersonalSection'
import QuestionnaireSection from './sections/QuestionnaireSection'
import { SignedInSection } from './sections/SignedInSection'

export type ProfileSection = SectionRef & {
  /** Its name in the section list and heading: a key of `Profile.sections`. */
  title: keyof Messages['Profile']['sections']
  render: () => ReactNode
}

/**
 * The profile page's sections, in the order the page lists them; `?section=<id>` opens one.
 * `steps` are the completeness steps (`profileSteps`) a section settles, which its entry in the
 * list reports on; a section with none is optional.
 *
 * Adding a section: its self-contained client component (it may read the profile with
 * `useProfile()`), an entry here, its title under `Profile.sections` in messages/*.json, and any
 * message namespace it reads in `routeClientNamespaces.profile` (src/i18n/client-messages.ts).
 */
export const profileSections: readonly ProfileSection[] = [
  { id: 'personal', title: 'personal', steps: ['personal'], render: () => <PersonalSection /> },
  {
    id: 'documents',
    title: 'documents',
    steps: ['documents', 'identityCheck'],
    render: () => <DocumentsSection />,
  },
  {
    id: 'investorType',
    title: 'investorType',
    steps: ['investorType'],
    render: () => <InvestorTypeSection />,
  },
  {
    id: 'questionnaire',
    title: 'questionnaire',
    steps: [],
    render: () => <SignedInSection render={(id) => <QuestionnaireSection investorId={id} />} />,
  },
  { id: 'investments', title: 'investments', steps: [], render: () => <InvestmentsSection /> },
  { id: 'invoices', title: 'invoices', steps: [], render: () => <InvoicesSection /> },
  { id: 'interests', title: 'interests', steps: [], render: () => <InterestsSection /> },
  {
    id: 'leaderRequest',
    title: 'leaderRequest',
    steps: [],
    render: () => <SignedInSection render={(id) => <LeaderRequestSection investorId={id} />} />,
  },
  { id: 'avatar', title: 'avatar', steps: [], render: () => <AvatarSection /> },
  { id: 'security', title: 'security', steps: [], render: () => <AccountSettings /> },
]
