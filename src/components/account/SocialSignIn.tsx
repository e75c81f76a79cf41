'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { callRoute } from '@/client/call-route'
import { socialProvidersRoute, socialSignInRoute } from '@/contracts/sign-in'
import { routeHref } from '@/contracts/route-contract'
import type { SocialProvider } from '@/domain/auth/social-sign-in'

async function fetchProviders(): Promise<SocialProvider[]> {
  try {
    return (await callRoute(socialProvidersRoute, { input: {} })).providers
  } catch {
    return []
  }
}

/** The page under the modal, to come back to (the modal only ever renders in the browser). */
const currentPage = () =>
  typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search

/**
 * Spec 4, auth modal: continue with Google or Facebook. Only configured providers are shown; the
 * person comes back to the page the modal was opened on.
 */
export function SocialSignIn() {
  const t = useTranslations('Modals.auth.social')
  const [providers, setProviders] = useState<SocialProvider[]>([])

  useEffect(() => {
    let live = true
    void fetchProviders().then((found) => live && setProviders(found))
    return () => {
      live = false
    }
  }, [])

  if (providers.length === 0) return null
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__or">{t('or')}</p>
      <ul className="social-sign-in__providers">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              className={`button button--ghost social-sign-in__button social-sign-in__button--${provider}`}
              href={routeHref(socialSignInRoute, {
                params: { provider },
                query: { return: currentPage() },
              })}
            >
              {t(provider)}
            </a>
          </li>
        ))}
      </ul>
      <p className="social-sign-in__terms">{t('terms')}</p>
    </div>
  )
}
