'use client'

import { useLocale, useTranslations } from 'next-intl'

import { callRoute } from '@/client/call-route'
import {
  confirmTwoFactorSetupRoute,
  type startTwoFactorSetupRoute,
} from '@/contracts/account-settings'
import { confirmTwoFactorSchema } from '@/domain/auth/two-factor-schema'
import { FormFailure } from '@/components/forms/FormFailure'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'
import type * as z from '@/domain/zod'

/** POST /api/catalog/user/two-factor/setup's answer. */
export type TwoFactorSetup = z.output<typeof startTwoFactorSetupRoute.output>

/** The new key as a QR code and as text, and the first code that confirms it was saved. */
export function TwoFactorSetupForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup
  onConfirmed: (recoveryCodes: string[]) => Promise<void>
  onCancel: () => void
}) {
  const t = useTranslations('Account.twoFactor')
  const locale = useLocale()
  const { form, failure, submitWith } = useAccountForm(confirmTwoFactorSchema, { code: '' })
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (values) => {
    const answer = await callRoute(confirmTwoFactorSetupRoute, { input: values, locale })
    await onConfirmed(answer.recovery_codes)
  })

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-setup-form">
      <h3>{t('scanTitle')}</h3>
      {/* An image, not inline markup: nothing in it can run. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="two-factor__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('secretLabel')}{' '}
        <code dir="ltr" data-testid="two-factor-secret">
          {setup.secret}
        </code>
      </p>
      <h3>{t('confirmTitle')}</h3>
      <FormFailure failure={failure} />
      <TextField
        label={t('code')}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        registration={form.register('code')}
        error={errors.code}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('confirm')}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  )
}
