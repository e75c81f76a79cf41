'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { callRoute } from '@/client/call-route'
import { changePasswordRoute } from '@/contracts/account-settings'
import { changePasswordSchema } from '@/domain/auth/credentials-schema'
import { FormFailure } from '@/components/forms/FormFailure'
import { NewPasswordFields } from '@/components/forms/NewPasswordFields'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'

/** Profile: change the password (current one required); other devices are signed out. */
export function ChangePasswordForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const [saved, setSaved] = useState(false)
  const { form, failure, submitWith } = useAccountForm(changePasswordSchema)
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (values) => {
    setSaved(false)
    await callRoute(changePasswordRoute, { input: values, locale })
    form.reset()
    setSaved(true)
  })

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="change-password-form">
      <h2>{t('changePassword')}</h2>
      {saved && (
        <p className="alert alert--success" role="status">
          {t('passwordChanged')}
        </p>
      )}
      <FormFailure failure={failure} lead={t('passwordChangeError')} />
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields register={form.register} errors={errors} label={t('newPassword')} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('saveNewPassword')}
      </button>
    </form>
  )
}
