'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

export type DecisionTexts = {
  decide: string
  reason: string
  submit: string
  saving: string
  saved: string
}

/**
 * One review decision (identity check or investor type): choose, write the reason the investor
 * will read, record. The server checks the role, the state and the reason; its translated error
 * is shown as it comes, and what was typed stays.
 */
export function ReviewDecision(props: {
  endpoint: string
  choices: { value: string; label: string }[]
  texts: DecisionTexts
  /** Shown instead of the choices when the record allows no decision now. */
  closedText?: string
}) {
  const router = useRouter()
  const id = useId()
  const [decision, setDecision] = useState('')
  const [reason, setReason] = useState('')
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: boolean }>({
    busy: false,
  })

  async function submit() {
    setState({ busy: true })
    const response = await fetch(props.endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision, reason }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      error?: { message?: string; fields?: Record<string, { message: string }> }
    } | null
    if (!response?.ok) {
      const fields = Object.values(body?.error?.fields ?? {}).map((field) => field.message)
      setState({
        busy: false,
        error: fields[0] ?? body?.error?.message ?? String(response?.status),
      })
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
