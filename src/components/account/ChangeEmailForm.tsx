'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { callRoute } from '@/client/call-route'
import { changeEmailRoute } from '@/contracts/account-settings'
import { changeEmailSchema } from '@/domain/auth/credentials-schema'
import { FormFailure } from '@/components/forms/FormFailure'
import { EmailField } from '@/components/forms/EmailField'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'

/** Profile: change the e-mail address; it changes once the new address confirms the link. */
export function ChangeEmailForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const [sent, setSent] = useState(false)
  const { form, failure, submitWith } = useAccountForm(changeEmailSchema)
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (values) => {
    setSent(false)
    await callRoute(changeEmailRoute, { input: values, locale })
    form.reset()
    setSent(true)
  })

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="change-email-form">
      <h2>{t('changeEmail')}</h2>
      {sent && (
        <p className="alert alert--success" role="status">
          {t('emailChangeSent')}
        </p>
      )}
      <FormFailure failure={failure} />
      <EmailField
        label={t('newEmail')}
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
