'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { inquiryDecisionRoute } from '@/contracts/company-review'
import { identityDecisionRoute, typeDecisionRoute } from '@/contracts/compliance'

import { refusalText } from './review-texts'

export type DecisionTexts = {
  decide: string
  reason: string
  submit: string
  saving: string
  saved: string
}

/** The review decisions this panel records, by name (a server component cannot pass a contract). */
export type DecisionRouteName = 'identity' | 'type' | 'inquiry'

/** Records one decision through its route's contract, in the admin's language. */
function record(
  route: DecisionRouteName,
  id: number,
  body: { decision: string; reason: string },
  locale: string,
) {
  const params = { id }
  switch (route) {
    case 'identity':
      return callRoute(identityDecisionRoute, {
        params,
        input: identityDecisionRoute.input.parse(body),
        locale,
      })
    case 'type':
      return callRoute(typeDecisionRoute, {
        params,
        input: typeDecisionRoute.input.parse(body),
        locale,
      })
    case 'inquiry':
      return callRoute(inquiryDecisionRoute, {
        params,
        input: inquiryDecisionRoute.input.parse(body),
        locale,
      })
  }
}

/**
 * One review decision (identity check, investor type, a company's inquiry): choose, write the
 * reason the investor or company will read, record. The server checks the role, the state and the
 * reason; its translated error is shown as it comes, and what was typed stays.
 */
export function ReviewDecision(props: {
  route: DecisionRouteName
  id: number
  choices: { value: string; label: string }[]
  texts: DecisionTexts
  /** Shown instead of the choices when the record allows no decision now. */
  closedText?: string
}) {
  const router = useRouter()
  const { i18n } = useTranslation()
  const id = useId()
  const [decision, setDecision] = useState('')
  const [reason, setReason] = useState('')
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({
    busy: false,
  })

  async function submit() {
    setState({ busy: true })
    try {
      await record(props.route, props.id, { decision, reason }, i18n.language)
    } catch (error) {
      const refusal = apiErrorOf(error)
      const fields = Object.values(refusal.fields ?? {}).map((field) => field.message)
      setState({ busy: false, error: fields[0] ?? refusalText(refusal, i18n.language) })
      return
    }
    setState({ busy: false, done: true })
    setReason('')
    router.refresh()
  }

  // Stays mounted when no decision remains (after "ask for more", say), so the confirmation of
  // the one just recorded survives the refresh that removes the choices.
  if (props.choices.length === 0) {
    return (
      <div className="review-decision">
        <p>{props.closedText}</p>
        {state.done ? <p role="status">{props.texts.saved}</p> : null}
      </div>
    )
  }

  return (
    // Not a <form>: the panel sits inside Payload's document form, and a nested form's button
    // would submit that one.
    <div className="review-decision">
      <fieldset>
        <legend>{props.texts.decide}</legend>
        {props.choices.map((choice) => (
          <label key={choice.value} className="review-decision__choice">
            <input
              type="radio"
              name={`${id}-decision`}
              value={choice.value}
              checked={decision === choice.value}
              onChange={() => setDecision(choice.value)}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-reason`}>{props.texts.reason}</label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={Boolean(state.error)}
        aria-describedby={state.error ? `${id}-error` : undefined}
      />
      {state.error ? (
        <p id={`${id}-error`} role="alert" className="review-decision__error">
          {state.error}
        </p>
      ) : null}
      {state.done ? <p role="status">{props.texts.saved}</p> : null}
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        disabled={state.busy || !decision}
        onClick={submit}
      >
        {state.busy ? props.texts.saving : props.texts.submit}
      </button>
    </div>
  )
}
