'use client'

import { Button, useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { createTranslator } from 'next-intl'
import { useId, useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { haltRaiseRoute } from '@/contracts/settlement'
import { isProjectStatus } from '@/domain/projects/project-status'
import { canHalt } from '@/domain/projects/status-machine'
import {
  haltCategories,
  haltReasonLength,
  haltRequestSchema,
  type HaltCategory,
} from '@/domain/investments/raise/halt-request'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { User } from '@/payload-types'

type Step = 'closed' | 'form' | 'confirm'

/**
 * On a project's edit view (sidebar), for administrators and compliance: halting the raise as
 * failed (the company withdrew, a regulator's order). Two steps: the category investors are told
 * and the written reason, then a confirmation that says what follows. The route checks the role,
 * the reason and the status again, and writes the audit entry with the change.
 */
export function HaltRaiseControl() {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'HaltRaiseAdmin' })
  const tValidation = createTranslator({ locale, messages, namespace: 'Validation' })
  const { user } = useAuth<User>()
  const { id } = useDocumentInfo()
  const value = useFormFields(([fields]) => fields.status?.value)
  const fieldId = useId()
  const [step, setStep] = useState<Step>('closed')
  const [category, setCategory] = useState<HaltCategory>('companyWithdrew')
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const role = user?.role
  if (!id || (role !== 'admin' && role !== 'compliance')) return null
  if (!isProjectStatus(value) || !canHalt(value)) return null

  const validationText = (key: string) =>
    key in messages.Validation ? tValidation(key as never) : key

  function toConfirmation() {
    setFailure(null)
    const parsed = haltRequestSchema.safeParse({ category, reason, confirm: true })
    if (!parsed.success) {
      setReasonError(validationText(parsed.error.issues[0]?.message ?? 'badRequest'))
      return
    }
    setReasonError(null)
    setStep('confirm')
  }

  async function halt() {
    setFailure(null)
    setBusy(true)
    try {
      await callRoute(haltRaiseRoute, {
        params: { id: id! },
        input: { category, reason, confirm: true },
        locale,
      })
      // The edit view is drawn on the server: load it again with the new status.
      window.location.reload()
      return
    } catch (error) {
      // A failure without a message of the server's (the network, a proxy's page): the general one.
      const refusal = apiErrorOf(error)
      const fieldMessage = refusal.fields?.reason?.message
      if (fieldMessage) {
        setReasonError(fieldMessage)
        setStep('form')
      } else setFailure(refusal.message || t('failed'))
    }
    setBusy(false)
  }

  return (
    <div data-testid="halt-raise-control" style={{ marginBlockEnd: 24 }}>
      <h3 style={{ marginBlockEnd: 8 }}>{t('title')}</h3>
      <p style={{ opacity: 0.7, fontSize: 13 }}>{t('intro')}</p>
      {step === 'closed' && (
        <Button buttonStyle="error" onClick={() => setStep('form')}>
          {t('open')}
        </Button>
      )}
      {step === 'form' && (
        <>
          <fieldset style={{ border: 'none', padding: 0, marginBlockEnd: 8 }}>
            <legend style={{ marginBlockEnd: 4 }}>{t('category')}</legend>
            {haltCategories.map((each) => (
              <label key={each} style={{ display: 'block', marginBlockEnd: 4 }}>
                <input
                  type="radio"
                  name={`${fieldId}-category`}
                  value={each}
                  checked={category === each}
                  onChange={() => setCategory(each)}
                />{' '}
                {t(`categories.${each}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={fieldId} style={{ display: 'block', marginBlockEnd: 4 }}>
            {t('reason')}
          </label>
          <textarea
            id={fieldId}
            data-testid="halt-raise-reason"
            rows={4}
            value={reason}
            maxLength={haltReasonLength.max}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? 'true' : 'false'}
            aria-describedby={`${fieldId}-hint${reasonError ? ` ${fieldId}-error` : ''}`}
            style={{ inlineSize: '100%', font: 'inherit', padding: 8 }}
          />
          <p id={`${fieldId}-hint`} style={{ opacity: 0.7, marginBlock: '4px 8px' }}>
            {t('reasonHint')}
          </p>
          {reasonError && (
            <p id={`${fieldId}-error`} role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {reasonError}
            </p>
          )}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button buttonStyle="error" onClick={toConfirmation}>
              {t('continue')}
            </Button>
            <Button buttonStyle="secondary" onClick={() => setStep('closed')}>
              {t('cancel')}
            </Button>
          </div>
        </>
      )}
      {step === 'confirm' && (
        <div role="alertdialog" aria-labelledby={`${fieldId}-confirm`}>
          <p id={`${fieldId}-confirm`} style={{ fontWeight: 600 }}>
            {t('confirmTitle')}
          </p>
          <p>{t('confirmBody', { category: t(`categories.${category}`) })}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button buttonStyle="error" disabled={busy} onClick={() => void halt()}>
              {t('confirm')}
            </Button>
            <Button buttonStyle="secondary" disabled={busy} onClick={() => setStep('form')}>
              {t('back')}
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {failure}
        </p>
      )}
    </div>
  )
}
