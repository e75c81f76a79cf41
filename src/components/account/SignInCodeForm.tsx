'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { callRoute } from '@/client/call-route'
import { secondFactorRoute } from '@/contracts/sign-in'
import { signInCodeSchema } from '@/domain/auth/two-factor-schema'
import type * as z from '@/domain/zod'
import { FormFailure } from '@/components/forms/FormFailure'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'

/**
 * The second step of signing in to an account with two-step sign-in: the code from the
 * authenticator app, or a recovery code. The ticket from the first step is an HttpOnly cookie.
 */
export function SignInCodeForm({
  onSignedIn,
}: {
  onSignedIn: (answer: z.output<typeof secondFactorRoute.output>) => Promise<void> | void
}) {
  const t = useTranslations('Account.twoFactor')
  const locale = useLocale()
  const [recovery, setRecovery] = useState(false)
  const { form, failure, submitWith } = useAccountForm(signInCodeSchema, { code: '' })
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (values) => {
    const answer = await callRoute(secondFactorRoute, { input: values, locale })
    await onSignedIn(answer)
  })

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="sign-in-code-form">
      <h3>{t('signInTitle')}</h3>
      <p>{recovery ? t('signInRecoveryText') : t('signInText')}</p>
      <FormFailure failure={failure} />
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('recoveryCode') : t('code')}
        dir="ltr"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        registration={form.register('code')}
        error={errors.code}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('verifying') : t('verify')}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setRecovery((current) => !current)
          form.reset({ code: '' })
        }}
      >
        {recovery ? t('useApp') : t('useRecovery')}
      </button>
    </form>
  )
}
