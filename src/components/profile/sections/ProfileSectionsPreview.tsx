'use client'

import { useAccount } from '@/components/account/AccountProvider'

import LeaderRequestSection from './LeaderRequestSection'
import QuestionnaireSection from './QuestionnaireSection'

/**
 * TEMPORARY: shows the questionnaire and leader-request sections on /investor/profile until the
 * profile page lists its sections itself; then this file and its line in the page go.
 */
export function ProfileSectionsPreview() {
  const account = useAccount()
  if (account.status !== 'signed-in' || account.user.accountKind !== 'investor') return null
  return (
    <>
      <QuestionnaireSection investorId={account.user.id} />
      <LeaderRequestSection investorId={account.user.id} />
    </>
  )
}
