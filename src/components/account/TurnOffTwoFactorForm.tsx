'use client'

import { useLocale, useTranslations } from 'next-intl'

import { callRoute } from '@/client/call-route'
import { turnOffTwoFactorRoute } from '@/contracts/account-settings'
import { turnOffTwoFactorSchema } from '@/domain/auth/two-factor-schema'
import { FormFailure } from '@/components/forms/FormFailure'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'

/** Turning two-step sign-in off: the current password and a code (or a recovery code). */
export function TurnOffTwoFactorForm({ onTurnedOff }: { onTurnedOff: () => Promise<void> }) {
  const t = useTranslations('Account.twoFactor')
  const tAccount = useTranslations('Account')
  const locale = useLocale()
  const { form, failure, submitWith } = useAccountForm(turnOffTwoFactorSchema, {
    currentPassword: '',
    code: '',
  })
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (values) => {
    await callRoute(turnOffTwoFactorRoute, { input: values, locale })
    form.reset()
    await onTurnedOff()
  })

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-off-form">
      <h3>{t('turnOffTitle')}</h3>
      <p>{t('turnOffText')}</p>
      <FormFailure failure={failure} />
      <TextField
        label={tAccount('currentPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword}
      />
      <TextField
        label={t('codeOrRecovery')}
        dir="ltr"
        autoComplete="one-time-code"
        registration={form.register('code')}
        error={errors.code}
      />
      <button type="submit" className="button button--secondary" disabled={isSubmitting}>
        {t('turnOff')}
      </button>
    </form>
  )
}
