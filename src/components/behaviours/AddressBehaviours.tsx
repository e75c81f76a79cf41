'use client'

import { ActivationCodeRedirect } from '@/components/account/ActivationCodeRedirect'
import { LinkTokenDetector } from '@/components/account/LinkTokenDetector'
import { SocialSignInNotice } from '@/components/account/SocialSignInNotice'

/**
 * What acts on what a link left in the address (an activation code, a social sign-in notice, an
 * invitation or transaction token): nothing of it shows before they act.
 */
export function AddressBehaviours() {
  return (
    <>
      <ActivationCodeRedirect />
      <SocialSignInNotice />
      <LinkTokenDetector />
    </>
  )
}
