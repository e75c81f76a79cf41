'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { postAccount } from '@/client/account/account-api'
import { ApiRequestError, type ApiError } from '@/client/account/api-error'
import { changeEmailSchema, type ChangeEmailInput } from '@/domain/auth/credentials-schema'
import { applyServerErrors } from '@/components/forms/apply-server-errors'
import { TextField } from '@/components/forms/TextField'

/** Profile: change the e-mail address; it changes once the new address confirms the link. */
export function ChangeEmailForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const [result, setResult] = useState<'sent' | ApiError | null>(null)
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setResult(null)
    try {
      await postAccount('/api/catalog/user/change-email', values, locale)
      form.reset()
      setResult('sent')
    } catch (error) {
      const apiError =
        error instanceof ApiRequestError ? error.error : { code: 'INTERNAL', message: '' }
      if (!applyServerErrors(apiError, form.setError)) setResult(apiError)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="change-email-form">
      <h2>{t('changeEmail')}</h2>
      {result === 'sent' && (
        <p className="alert alert--success" role="status">
          {t('emailChangeSent')}
        </p>
      )}
      {result && result !== 'sent' && (
        <p className="alert alert--error" role="alert">
          {result.message || t('genericError')}
        </p>
      )}
      <TextField
        label={t('newEmail')}
        type="email"
        dir="ltr"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('sendConfirmation')}
      </button>
    </form>
  )
}
