'use client'

import { apiErrorOf } from '@/client/call-route'
import { useState } from 'react'

import { confirmCharge } from '@/client/investments/invest-api'

type Texts = { confirm: string; opening: string; failed: string }

/**
 * Opens the investor's bank page for a charge it holds: asks our API for the page (only the owner,
 * only while the charge waits for them), then goes there; the bank returns here.
 */
export function ConfirmChargeButton({
  investmentId,
  texts,
}: {
  investmentId: number
  texts: Texts
}) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function open() {
    setBusy(true)
    setFailure(null)
    try {
      const { url } = await confirmCharge(investmentId)
      window.location.assign(url)
      return
    } catch (error) {
      setFailure(apiErrorOf(error).message || texts.failed)
    }
    setBusy(false)
  }

  return (
    <div>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void open()}
        data-testid="confirm-charge"
      >
        {busy ? texts.opening : texts.confirm}
      </button>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
    </div>
  )
}
