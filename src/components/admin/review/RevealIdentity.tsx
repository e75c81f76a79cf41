'use client'

import { useState } from 'react'

type Numbers = {
  idNumber: string | null
  passportNumber: string | null
  passportCountry: string | null
}

/** Full ID and passport numbers on request only: each request is audited by the server. */
export function RevealIdentity(props: {
  endpoint: string
  texts: { reveal: string; idNumber: string; passportNumber: string; none: string }
}) {
  const [numbers, setNumbers] = useState<Numbers | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function reveal() {
    const response = await fetch(props.endpoint, { credentials: 'same-origin' }).catch(() => null)
    const body = await response?.json().catch(() => null)
    if (!response?.ok) setError(body?.error?.message ?? String(response?.status))
    else setNumbers(body as Numbers)
  }

  if (!numbers)
    return (
      <>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reveal}>
          {props.texts.reveal}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </>
    )
  return (
    <dl className="review-numbers">
      <dt>{props.texts.idNumber}</dt>
      <dd dir="ltr">{numbers.idNumber ?? props.texts.none}</dd>
      <dt>{props.texts.passportNumber}</dt>
      <dd dir="ltr">
        {numbers.passportNumber
          ? `${numbers.passportNumber}${numbers.passportCountry ? ` (${numbers.passportCountry})` : ''}`
          : props.texts.none}
      </dd>
    </dl>
  )
}
