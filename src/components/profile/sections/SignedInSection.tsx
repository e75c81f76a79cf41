'use client'

import type { ReactNode } from 'react'

import { useAccount } from '@/components/account/AccountProvider'

/** A section that needs the signed-in investor's id (the questionnaire, the leader request). */
export function SignedInSection({ render }: { render: (investorId: number) => ReactNode }) {
  const account = useAccount()
  return account.status === 'signed-in' ? render(account.user.id) : null
}
