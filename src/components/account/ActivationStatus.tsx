'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import {
  readClientCookie,
  returnToProjectCookie,
  writeClientCookie,
} from '@/client/account/client-cookies'
import { setFlashNotice } from '@/client/account/flash-notice'
import { ApiRequestError, callRoute } from '@/client/call-route'
import { useLocationSearch } from '@/client/use-location-search'
import { Link } from '@/components/navigation/Link'
import { activateAccountRoute } from '@/contracts/accounts'
import { pathAfterActivation } from '@/domain/auth/after-sign-in'

import { useAccount } from './AccountProvider'

type Status = 'working' | 'already' | 'invalid'

/**
 * Spec 2 and 8, the e-mail confirmation page: POSTs the link's code (nothing changes on GET), then
 * goes home or to the project remembered in `returnToProject` (a company: to its application). A missing code, an address already
 * confirmed and a dead link are explained here; any other failure goes home.
 */
export function ActivationStatus() {
  const t = useTranslations('Account.activation')
  const locale = useLocale()
  const router = useRouter()
  const account = useAccount()
  const search = useLocationSearch()
  const code = search?.get('code') ?? null
  const [outcome, setOutcome] = useState<Status>('working')
  const started = useRef(false)
  const status = search && !code ? 'missing' : outcome

  useEffect(() => {
    if (!code || started.current) return
    started.current = true
    callRoute(activateAccountRoute, { input: { code }, locale })
      .then(async ({ confirmed, accountKind }) => {
        const project = readClientCookie(returnToProjectCookie.name)
        writeClientCookie(returnToProjectCookie.name, '', 0)
        const next = pathAfterActivation(project, accountKind)
        setFlashNotice(confirmed === 'account' ? 'emailConfirmed' : 'newEmailConfirmed', next)
        await account.refresh()
        router.replace(next)
      })
      .catch((error: unknown) => {
        const failure = error instanceof ApiRequestError ? error.error.code : 'INTERNAL'
        if (failure === 'ALREADY_CONFIRMED') setOutcome('already')
        else if (failure === 'LINK_INVALID' || failure === 'VALIDATION_FAILED')
          setOutcome('invalid')
        else router.replace('/')
      })
  }, [code, locale, router, account])

  return (
    <div
      className={status === 'working' ? '' : 'alert alert--error'}
      role="status"
      data-testid="activation-status"
      data-status={status}
    >
      <p>{t(status)}</p>
      {status !== 'working' && (
        <Link href="/" className="button button--secondary">
          {t('home')}
        </Link>
      )}
    </div>
  )
}
