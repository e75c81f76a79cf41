'use client'

import { useLocale } from 'next-intl'
import { useCallback } from 'react'

import { returnToProjectCookie, writeClientCookie } from '@/client/account/client-cookies'
import { setFlashNotice } from '@/client/account/flash-notice'
import {
  clearAuthSource,
  readNavigationState,
  updateNavigationState,
} from '@/client/account/navigation-state'
import {
  phoneVerification,
  type PhoneVerificationState,
} from '@/client/account/phone-verification-state'
import { callRoute } from '@/client/call-route'
import { loginRoute } from '@/contracts/sign-in'
import { nextStepAfterPhoneVerification } from '@/domain/auth/after-sign-in'

/**
 * Spec 4, OTP success: sign in with the credentials kept in memory, forget them, and load the
 * next page afresh (an investment under way continues; a company goes to its application;
 * otherwise home). Should the automatic
 * sign-in fail, the phone is verified all the same: the login form opens.
 */
export function useVerifiedSignIn() {
  const locale = useLocale()
  return useCallback(
    async (verification: PhoneVerificationState): Promise<void> => {
      phoneVerification.clear()
      const login = await callRoute(loginRoute, {
        input: { login: verification.email, password: verification.password },
        locale,
      }).catch(() => null)
      const step = nextStepAfterPhoneVerification(
        {
          emailVerified: login?.email_verified ?? false,
          accountKind: login?.account_kind ?? 'investor',
        },
        readNavigationState(),
      )
      let path = '/'
      if (!login || login.requires_phone_verification) path = '/#login'
      // Two-step sign-in: the page asks for the code (the ticket is in a cookie).
      else if (login.requires_second_factor) path = '/?social=secondFactor'
      else if (step.kind === 'awaitActivation') {
        if (step.returnToProject) {
          writeClientCookie(
            returnToProjectCookie.name,
            step.returnToProject,
            returnToProjectCookie.maxAgeSeconds,
          )
        }
        path = step.path ?? path
        setFlashNotice('confirmEmailPending', path)
      } else if (step.kind === 'go') {
        path = step.path
        // The sign-in it was opened for is over; a later one starts afresh.
        clearAuthSource()
        if (step.investmentProcess) updateNavigationState({ investmentProcess: true })
      }
      // A full load (also of the same page, without the modal's hash): the page reloads (spec 4).
      window.location.assign(path)
    },
    [locale],
  )
}
