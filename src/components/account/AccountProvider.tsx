'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

import {
  readClientCookie,
  signedInHintCookie,
  writeClientCookie,
} from '@/client/account/client-cookies'
import type { AccountUser } from '@/client/account/session-api'
import { whenIdle } from '@/client/when-idle'

/** The session's calls, loaded when needed: a visitor's page never loads them. */
const sessionApi = () => import('@/client/account/session-api')

type AccountState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'signed-in'; user: AccountUser }

type AccountContextValue = AccountState & {
  refresh: () => Promise<AccountUser | null>
  logOut: () => Promise<void>
}

const AccountContext = createContext<AccountContextValue | null>(null)

type Loaded = { state: AccountState; expired: boolean }

async function loadAccount(): Promise<Loaded> {
  const anonymous = { status: 'anonymous', user: null } as const
  if (!readClientCookie(signedInHintCookie)) return { state: anonymous, expired: false }
  const { user, expired } = await (await sessionApi()).fetchCurrentAccount()
  if (user) return { state: { status: 'signed-in', user }, expired: false }
  writeClientCookie(signedInHintCookie, '', 0)
  return { state: anonymous, expired }
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext)
  if (!value) throw new Error('useAccount outside AccountProvider')
  return value
}

/**
 * Spec 4, session: who is signed in, for the header and the account screens. Pages come from the
 * cache, so this asks the server (`GET /api/user`) only when the `signed_in` hint cookie is there;
 * a session that has ended shows 'Session Expired! Please log in again'.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Account')
  const [state, setState] = useState<AccountState>({ status: 'loading', user: null })
  const [expired, setExpired] = useState(false)

  const router = useRouter()

  const apply = useCallback((loaded: Loaded) => {
    if (loaded.expired) setExpired(true)
    setState(loaded.state)
    return loaded.state.user
  }, [])

  const refresh = useCallback(async () => apply(await loadAccount()), [apply])

  const logOut = useCallback(async () => {
    await (await sessionApi()).logOutOnServer()
    setState({ status: 'anonymous', user: null })
    router.push('/')
    router.refresh()
  }, [router])

  useEffect(() => {
    let current = true
    // Out of hydration: the hint cookie is a synchronous call to the browser process, and the
    // answer re-renders every reader of this context, which a transition does in slices.
    const cancel = whenIdle(() => {
      void loadAccount().then((loaded) => {
        if (current) startTransition(() => void apply(loaded))
      })
    })
    return () => {
      current = false
      cancel()
    }
  }, [apply])

  const value = useMemo(() => ({ ...state, refresh, logOut }), [state, refresh, logOut])
  return (
    <AccountContext.Provider value={value}>
      {children}
      {expired && (
        <div
          className="alert alert--error session-expired"
          role="alert"
          data-testid="session-expired"
        >
          <p>{t('sessionExpired')}</p>
          <a href="#login" className="button button--primary" onClick={() => setExpired(false)}>
            {t('logIn')}
          </a>
          <button type="button" className="button button--ghost" onClick={() => setExpired(false)}>
            {t('dismiss')}
          </button>
        </div>
      )}
    </AccountContext.Provider>
  )
}
