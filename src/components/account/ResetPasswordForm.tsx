'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { postAccount } from '@/client/account/account-api'
import { ApiRequestError, type ApiError } from '@/client/account/api-error'
import { setFlashNotice } from '@/client/account/flash-notice'
import { useLocationSearch } from '@/client/use-location-search'
import { resetPasswordSchema, type ResetPasswordInput } from '@/domain/auth/credentials-schema'
import { applyServerErrors } from '@/components/forms/apply-server-errors'
import { TextField } from '@/components/forms/TextField'
import { useModals } from '@/components/modals/ModalProvider'

/**
 * /change-password: a new password from the e-mailed link, or after the old one expired. Every
 * session of the account ends; the person then logs in with the new password.
 */
export function ResetPasswordForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const { open } = useModals()
  const router = useRouter()
  const search = useLocationSearch()
  const link = search && { token: search.get('token'), expired: search.get('reason') === 'expired' }
  const [failure, setFailure] = useState<ApiError | null>(null)
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = form.formState

  const token = link?.token
  useEffect(() => {
    if (token) form.setValue('token', token)
  }, [form, token])

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await postAccount('/api/password/reset', values, locale)
      setFlashNotice('passwordReset')
      router.push('/')
      open('auth', { tab: 'login' })
    } catch (error) {
      const apiError =
        error instanceof ApiRequestError ? error.error : { code: 'INTERNAL', message: '' }
      if (!applyServerErrors(apiError, form.setError)) setFailure(apiError)
    }
  })

  if (!link) return null
  if (!link.token || failure?.code === 'LINK_INVALID' || errors.token) {
    return (
      <div className="alert alert--error" role="alert" data-testid="reset-link-invalid">
        <p>{t('resetLinkInvalid')}</p>
        <button type="button" className="button button--secondary" onClick={() => open('forgot')}>
          {t('sendNewLink')}
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="reset-form">
      {link.expired && <p className="alert alert--error">{t('passwordExpiredText')}</p>}
      {failure && (
        <div className="alert alert--error" role="alert">
          {failure.message || t('genericError')}
        </div>
      )}
      <input type="hidden" {...form.register('token')} />
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
