'use client'

import { useState } from 'react'

import { apiFetch } from '@/client/api-fetch'

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
        await apiFetch('/api/logout', { method: 'POST', body: {}, credentials: 'same-origin' })
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
