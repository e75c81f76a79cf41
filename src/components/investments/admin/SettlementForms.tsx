'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, type CSSProperties, type FormEvent } from 'react'

import {
  cardRefundRetryRoute,
  refundRecordedRoute,
  transferReceivedRoute,
} from '@/contracts/settlement'
import { israelToday } from '@/domain/identity/adulthood'
import { minorAsMajorText } from '@/domain/investments/settlement-records'
import type { Locale } from '@/i18n/locales'

import { postStaff, useTransfersTranslator, type StaffAnswer } from './use-admin-translator'

const row: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }
const input: CSSProperties = { font: 'inherit', padding: 6, inlineSize: '10em' }
const errorStyle: CSSProperties = { color: 'var(--theme-error-500)', marginBlock: 4 }

type FieldSpec = {
  name: string
  label: string
  type: 'text' | 'date'
  initial: string
  /** Amounts, dates and bank references read left to right in Hebrew too. */
  ltr?: boolean
}

/**
 * One staff action on an investment's money: the fields (prefilled), the button, and the route's
 * translated refusal next to its field or under the form. What was typed stays after a refusal.
 */
function SettlementForm(props: {
  /** Sends what was typed to the action's route. */
  record: (values: Record<string, string>, locale: Locale) => Promise<StaffAnswer<unknown>>
  fields: FieldSpec[]
  submitLabel: string
  testId: string
  onDone: () => void
}) {
  const { locale, t } = useTransfersTranslator()
  const formId = useId()
  const [values, setValues] = useState(() =>
    Object.fromEntries(props.fields.map((field) => [field.name, field.initial])),
  )
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    setFieldErrors({})
    try {
      const answer = await props.record(values, locale)
      if (answer.ok) {
        props.onDone()
        return
      }
      setFieldErrors(answer.fields)
      setFailure(answer.message ?? (Object.keys(answer.fields).length ? null : t('failed')))
    } catch {
      setFailure(t('failed'))
    }
    setBusy(false)
  }

  return (
    <form onSubmit={(event) => void submit(event)} data-testid={props.testId} noValidate>
      <div style={row}>
        {props.fields.map((field) => {
          const id = `${formId}-${field.name}`
          const error = fieldErrors[field.name]
          return (
            <div key={field.name}>
              <label htmlFor={id} style={{ display: 'block', fontSize: 13 }}>
                {field.label}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                inputMode={field.name === 'amount' ? 'decimal' : undefined}
                dir={field.ltr ? 'ltr' : undefined}
                value={values[field.name] ?? ''}
                onChange={(event) =>
                  setValues((now) => ({ ...now, [field.name]: event.target.value }))
                }
                aria-invalid={error ? 'true' : 'false'}
                aria-describedby={error ? `${id}-error` : undefined}
                style={input}
              />
              {error && (
                <p id={`${id}-error`} role="alert" style={errorStyle}>
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <Button type="submit" buttonStyle="primary" size="small" disabled={busy} margin={false}>
          {busy ? t('saving') : props.submitLabel}
        </Button>
      </div>
      {failure && (
        <p role="alert" style={errorStyle}>
          {failure}
        </p>
      )}
    </form>
  )
}

/** Marks a bank transfer received: the investment's amount prefilled, today in Israel. */
export function TransferReceiptForm(props: {
  investmentId: number
  amount: number
  onDone: () => void
}) {
  const { t } = useTransfersTranslator()
  return (
    <SettlementForm
      record={(values, locale) =>
        postStaff(transferReceivedRoute, {
          params: { id: props.investmentId },
          input: { amount: values.amount ?? '', receivedOn: values.receivedOn ?? '' },
          locale,
        })
      }
      testId={`transfer-receipt-${props.investmentId}`}
      submitLabel={t('markReceived')}
      onDone={props.onDone}
      fields={[
        {
          name: 'amount',
          label: t('receivedAmount'),
          type: 'text',
          initial: minorAsMajorText(props.amount),
          ltr: true,
        },
        {
          name: 'receivedOn',
          label: t('receivedOn'),
          type: 'date',
          initial: israelToday(new Date()),
          ltr: true,
        },
      ]}
    />
  )
}

/** Records a transfer sent back to the investor of a failed raise, with the bank's reference. */
export function RefundRecordForm(props: {
  investmentId: number
  amount: number
  onDone: () => void
}) {
  const { t } = useTransfersTranslator()
  return (
    <SettlementForm
      record={(values, locale) =>
        postStaff(refundRecordedRoute, {
          params: { id: props.investmentId },
          input: {
            amount: values.amount ?? '',
            refundedOn: values.refundedOn ?? '',
            reference: values.reference ?? '',
          },
          locale,
        })
      }
      testId={`refund-record-${props.investmentId}`}
      submitLabel={t('recordRefund')}
      onDone={props.onDone}
      fields={[
        {
          name: 'amount',
          label: t('refundAmount'),
          type: 'text',
          initial: minorAsMajorText(props.amount),
          ltr: true,
        },
        {
          name: 'refundedOn',
          label: t('refundedOn'),
          type: 'date',
          initial: israelToday(new Date()),
          ltr: true,
        },
        { name: 'reference', label: t('bankReference'), type: 'text', initial: '', ltr: true },
      ]}
    />
  )
}

/** Asks the card provider again for a card refund that failed (the next settle round sends it). */
export function CardRefundRetryButton(props: { investmentId: number; onDone: () => void }) {
  const { locale, t } = useTransfersTranslator()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  async function retry() {
    setBusy(true)
    setFailure(null)
    try {
      const answer = await postStaff(cardRefundRetryRoute, {
        params: { id: props.investmentId },
        input: {},
        locale,
      })
      if (answer.ok) {
        props.onDone()
        return
      }
      setFailure(answer.message ?? t('failed'))
    } catch {
      setFailure(t('failed'))
    }
    setBusy(false)
  }
  return (
    <div data-testid={`card-refund-retry-${props.investmentId}`}>
      <Button
        type="button"
        buttonStyle="secondary"
        size="small"
        disabled={busy}
        onClick={() => void retry()}
      >
        {busy ? t('saving') : t('retryCardRefund')}
      </Button>
      {failure && (
        <p role="alert" style={errorStyle}>
          {failure}
        </p>
      )}
    </div>
  )
}
