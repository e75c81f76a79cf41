'use client'

import { useLocale } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { saveTokenData, saveTransactionId } from '@/client/account/token-data'
import { callRoute } from '@/client/call-route'
import { openLinkTokenRoute, userExistsRoute } from '@/contracts/accounts'
import { logoutRoute } from '@/contracts/session'
import { linkTokenIgnoredPaths } from '@/domain/links/link-token-paths'
import { useModals } from '@/components/modals/modal-context'

import { useAccount } from './AccountProvider'

/** Spec 9: the invitation's modal opens one second after the page. */
const invitationDelayMs = 1000

function stripTokenFromAddress() {
  const url = new URL(window.location.href)
  url.searchParams.delete('token')
  history.replaceState(history.state, '', url.pathname + url.search + url.hash)
}

async function userExists(email: string): Promise<boolean> {
  return (await callRoute(userExistsRoute, { params: { email }, input: {} })).data
}

/**
 * Spec 4, token in URL and invitation link: `?token=` on any page but /change-password. An
 * invitation opens login (existing account) or registration (new, prefilled) after a second; a
 * transaction token signs the current user out and keeps the transaction id for the investment.
 * The token then leaves the address. Failures are only logged (spec 8).
 */
export function LinkTokenDetector() {
  const pathname = usePathname()
  const locale = useLocale()
  const { open } = useModals()
  const { refresh } = useAccount()

  useEffect(() => {
    if (linkTokenIgnoredPaths.includes(pathname)) return
    const token = new URLSearchParams(window.location.search).get('token')
    if (!token) return
    let timer: number | undefined
    let cancelled = false
    const handle = async () => {
      const content = await callRoute(openLinkTokenRoute, { input: { token }, locale })
      if (cancelled) return
      if (content.kind === 'transaction') {
        await callRoute(logoutRoute, { input: {}, locale })
        saveTransactionId(content.transactionId)
        await refresh()
        stripTokenFromAddress()
        return
      }
      const tab = (await userExists(content.email)) ? 'login' : 'register'
      if (cancelled) return
      saveTokenData({
        email: content.email,
        name: content.name,
        phonenumber: content.phone,
        autoactivation: true,
        activeTab: tab,
      })
      timer = window.setTimeout(() => {
        stripTokenFromAddress()
        open('auth', { tab })
      }, invitationDelayMs)
    }
    handle().catch((error: unknown) => console.warn('link token', error))
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [pathname, locale, open, refresh])

  return null
}
