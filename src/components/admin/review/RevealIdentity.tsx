'use client'

import { useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { identityNumbersRoute } from '@/contracts/compliance'
import type * as z from '@/domain/zod'

import { refusalText } from './review-texts'

type Numbers = z.output<typeof identityNumbersRoute.output>

/** Full ID and passport numbers on request only: each request is audited by the server. */
export function RevealIdentity(props: {
  /** The investor profile's id. */
  id: number
  texts: { reveal: string; idNumber: string; passportNumber: string; none: string }
}) {
  const { i18n } = useTranslation()
  const [numbers, setNumbers] = useState<Numbers | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function reveal() {
    try {
      setNumbers(
        await callRoute(identityNumbersRoute, {
          params: { id: props.id },
          input: {},
          locale: i18n.language,
        }),
      )
    } catch (failure) {
      setError(refusalText(apiErrorOf(failure), i18n.language))
    }
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
