'use client'

import { useLocale } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { useAccount } from '@/components/account/AccountProvider'
import {
  askRaiseAlertRoute,
  raiseAlertRoute,
  withdrawRaiseAlertRoute,
} from '@/contracts/raise-alerts'

export type RaiseAlertLabels = {
  ask: string
  asked: string
  withdraw: string
  withdrawn: string
  signIn: string
  saving: string
  failed: string
}

/** A click on "Notify me" made before signing in, carried out once signed in (this tab only). */
const intentKey = 'raiseAlertIntent'

function takeIntent(projectId: number): boolean {
  try {
    if (sessionStorage.getItem(intentKey) !== String(projectId)) return false
    sessionStorage.removeItem(intentKey)
    return true
  } catch {
    return false
  }
}

function rememberIntent(projectId: number) {
  try {
    sessionStorage.setItem(intentKey, String(projectId))
  } catch {
    // Storage refused (private mode): the investor clicks again after signing in.
  }
}

/**
 * "Notify me when the raise opens" on a coming project (issue 17). Rendered only there, so its
 * code loads with no other page. The labels come from the server: no message namespace is added
 * to the pages' HTML. A signed-in investor's page passes `asked`; the visitors' cached page passes
 * null, offers sign-in, and once the account is known (the header's `GET /api/user`) reads the
 * state from `GET /api/investor/raise-alerts/{project}`.
 */
export function RaiseAlert({
  projectId,
  asked: initial,
  labels,
}: {
  projectId: number
  asked: boolean | null
  labels: RaiseAlertLabels
}) {
  const account = useAccount()
  const locale = useLocale()
  const [asked, setAsked] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [withdrawn, setWithdrawn] = useState(false)
  const [error, setError] = useState('')
  const signedIn = account.status === 'signed-in'

  const send = useCallback(
    async (ask: boolean) => {
      setBusy(true)
      setError('')
      try {
        const call = { params: { project: projectId }, input: {}, locale }
        const answer = ask
          ? await callRoute(askRaiseAlertRoute, call)
          : await callRoute(withdrawRaiseAlertRoute, call)
        setAsked(answer.asked)
        setWithdrawn(!answer.asked)
      } catch (failure) {
        // A refusal says why in the page's language; a network failure has no message of ours.
        setError(apiErrorOf(failure).message || labels.failed)
      } finally {
        setBusy(false)
      }
    },
    [projectId, locale, labels.failed],
  )

  useEffect(() => {
    if (!signedIn) return
    if (takeIntent(projectId)) {
      // Out of the effect's own run: the request's state changes re-render afterwards.
      void Promise.resolve().then(() => send(true))
      return
    }
    if (initial !== null) return
    let live = true
    callRoute(raiseAlertRoute, { params: { project: projectId }, input: {} })
      .then((answer) => live && setAsked(answer.asked))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [signedIn, projectId, initial, send])

  const company = account.user?.accountKind === 'company'
  if (company && !error) return null
  const knownAsked = initial !== null || signedIn ? asked : null
  return (
    <div className="raise-alert" data-testid="raise-alert" aria-busy={busy}>
      <p role="status" className="raise-alert__state">
        {busy ? labels.saving : knownAsked ? labels.asked : withdrawn ? labels.withdrawn : ''}
      </p>
      {error ? (
        <p role="alert" className="raise-alert__error">
          {error}
        </p>
      ) : null}
      {company ? null : knownAsked === null && !signedIn ? (
        <>
          <a
            href="#login"
            className="button button--secondary"
            onClick={() => rememberIntent(projectId)}
          >
            {labels.ask}
          </a>
          <p className="raise-alert__hint">{labels.signIn}</p>
        </>
      ) : knownAsked ? (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => void send(false)}
        >
          {labels.withdraw}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || knownAsked === null}
          onClick={() => void send(true)}
        >
          {labels.ask}
        </button>
      )}
    </div>
  )
}
