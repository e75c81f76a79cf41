'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useAccount } from '@/components/account/AccountProvider'

/**
 * A page rendered for a visitor that shows something else once signed in: after a sign-in in the
 * auth modal (the page stays), the server renders it again for the account.
 */
export function RefreshWhenSignedIn() {
  const account = useAccount()
  const router = useRouter()
  const signedIn = account.status === 'signed-in'
  useEffect(() => {
    if (signedIn) router.refresh()
  }, [signedIn, router])
  return null
}
