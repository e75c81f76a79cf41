'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import type { NextStep } from '@/domain/auth/after-sign-in'
import { returnToProjectCookie, writeClientCookie } from '@/client/account/client-cookies'
import { setFlashNotice } from '@/client/account/flash-notice'
import { clearAuthSource } from '@/client/account/navigation-state'
import { useModals } from '@/components/modals/modal-context'

/** Carries out the step chosen by `nextStepAfterLogin` / `nextStepAfterRegistration`. */
export function useAfterSignIn() {
  const router = useRouter()
  const { open, close } = useModals()

  return useCallback(
    (step: NextStep) => {
      // Already there (the page the modal was opened on): it stays, its header now signed in.
      // Pushing the same URL would make the router restore the modal's hash.
      const goTo = (path: string) => {
        if (path !== window.location.pathname + window.location.search) router.push(path)
      }
      switch (step.kind) {
        case 'verifyPhone':
          open('phoneverification')
          return
        case 'accountKindWarning':
          open('accountkind')
          return
        case 'awaitActivation':
          if (step.returnToProject) {
            writeClientCookie(
              returnToProjectCookie.name,
              step.returnToProject,
              returnToProjectCookie.maxAgeSeconds,
            )
          }
          setFlashNotice('confirmEmailPending', step.path ?? '/')
          close()
          goTo(step.path ?? '/')
          return
        case 'go':
          clearAuthSource()
          close()
          // Back to the page the modal was opened on: it stays, its header now signed in.
          if (step.path !== window.location.pathname + window.location.search)
            router.push(step.path)
          return
        case 'stay':
          // Pages are the same for everyone (served from the cache); only the header changes.
          close()
      }
    },
    [router, open, close],
  )
}
