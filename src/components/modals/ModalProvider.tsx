'use client'

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'

import { ModalContext } from './modal-context'
import { ModalHost } from './ModalHost'
import { modalFromHash, type AuthTab, type ModalName, type ModalRequest } from './modal-names'

/** One place that knows which modal is open; the URL hash (`#login`, `#forgot`…) opens them too. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ModalRequest | null>(null)

  useEffect(() => {
    const syncFromHash = () => {
      const request = modalFromHash(window.location.hash)
      if (request) setCurrent(request)
    }
    syncFromHash()
    window.addEventListener('hashchange', syncFromHash)
    return () => window.removeEventListener('hashchange', syncFromHash)
  }, [])

  const open = useCallback((name: ModalName, options?: { tab?: AuthTab }) => {
    setCurrent(name === 'auth' ? { name, tab: options?.tab ?? 'login' } : { name })
  }, [])

  const close = useCallback(() => {
    setCurrent((request) => {
      // A modal opened from the hash leaves the hash behind: clear it so Back does not reopen it.
      // The auth modal rewrites it as its tab changes (#login, #register, #register-company).
      if (request && modalFromHash(window.location.hash)?.name === request.name) {
        history.replaceState(history.state, '', window.location.pathname + window.location.search)
      }
      return null
    })
  }, [])

  const value = useMemo(() => ({ current, open, close }), [current, open, close])
  return (
    <ModalContext.Provider value={value}>
      {children}
      <ModalHost />
    </ModalContext.Provider>
  )
}
