'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useAccount } from '@/components/account/AccountProvider'

/**
 * For a page drawn per request for a signed-in investor: asks a visitor to log in (the auth
 * modal), and draws the page again once they have.
 */
export function SignInToContinue({ message, logIn }: { message: string; logIn: string }) {
  const account = useAccount()
  const router = useRouter()
  const signedIn = account.status === 'signed-in'
  useEffect(() => {
    if (signedIn) router.refresh()
  }, [signedIn, router])
  return (
    <div className="alert" data-testid="sign-in-to-continue">
      <p>{message}</p>
      <a href="#login" className="button button--primary">
        {logIn}
      </a>
    </div>
  )
}
