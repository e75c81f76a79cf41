'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { postAccount } from '@/client/account/account-api'
import { ApiRequestError, type ApiError } from '@/client/account/api-error'
import { changePasswordSchema, type ChangePasswordInput } from '@/domain/auth/credentials-schema'
import { applyServerErrors } from '@/components/forms/apply-server-errors'
import { TextField } from '@/components/forms/TextField'

/** Profile: change the password (current one required); other devices are signed out. */
export function ChangePasswordForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const [result, setResult] = useState<'saved' | ApiError | null>(null)
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setResult(null)
    try {
      await postAccount('/api/catalog/user/change-password', values, locale)
      form.reset()
      setResult('saved')
    } catch (error) {
      const apiError =
        error instanceof ApiRequestError ? error.error : { code: 'INTERNAL', message: '' }
      if (!applyServerErrors(apiError, form.setError)) setResult(apiError)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="change-password-form">
      <h2>{t('changePassword')}</h2>
      {result === 'saved' && (
        <p className="alert alert--success" role="status">
          {t('passwordChanged')}
        </p>
      )}
      {result && result !== 'saved' && (
        <p className="alert alert--error" role="alert">
          {t('passwordChangeError')} {result.message}
        </p>
      )}
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        registration={form.register('password')}
        error={errors.password}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('saveNewPassword')}
      </button>
    </form>
  )
}
