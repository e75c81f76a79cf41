'use client'

import { useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { useLocationSearch } from '@/client/use-location-search'
import { undoStaffEmailChangeRoute } from '@/contracts/staff-links'

export type StaffUndoEmailTexts = {
  undoIntro: string
  undoSubmit: string
  undoDone: string
  linkInvalid: string
  failed: string
}

/** The old address's undo link: one button (a GET changes nothing, so mail scanners cannot). */
export function StaffUndoEmailForm({
  texts,
  locale,
}: {
  texts: StaffUndoEmailTexts
  locale: string
}) {
  const search = useLocationSearch()
  const token = search?.get('token') ?? null
  const [state, setState] = useState<'ready' | 'busy' | 'invalid' | 'failed'>('ready')
  const [restored, setRestored] = useState<string | null>(null)

  async function undo() {
    setState('busy')
    try {
      const answer = await callRoute(undoStaffEmailChangeRoute, {
        input: { token: token ?? '' },
        locale,
      })
      setRestored(answer.email)
    } catch (error) {
      setState(apiErrorOf(error).code === 'LINK_INVALID' ? 'invalid' : 'failed')
    }
  }

  if (!search) return null
  if (!token || state === 'invalid')
    return (
      <p className="alert alert--error" role="alert" data-testid="staff-link-invalid">
        {texts.linkInvalid}
      </p>
    )
  if (restored)
    return (
      <p className="alert" role="status" data-testid="staff-email-restored">
        {texts.undoDone}
      </p>
    )
  return (
    <div>
      <p>{texts.undoIntro}</p>
      {state === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'busy'}
        onClick={undo}
      >
        {texts.undoSubmit}
      </button>
    </div>
  )
}
