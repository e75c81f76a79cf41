'use client'

import { useState } from 'react'

import { logOutOnServer } from '@/client/account/session-api'

/**
 * Spec 6: an investor's account cannot raise capital; the company registers an account of its
 * own. Logs out, then opens the inquiry page as a visitor with the company registration asked for.
 */
export function LogOutToRegisterCompany({ label }: { label: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await logOutOnServer()
        // A full load: the header, the page and the modal all start again as a visitor's.
        window.location.assign(
          new URL('/recruitment/inquiry#register-company', window.location.href),
        )
      }}
      data-testid="inquiry-log-out-to-register"
    >
      {label}
    </button>
  )
}
