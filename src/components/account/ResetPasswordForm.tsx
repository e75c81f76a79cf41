'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { setFlashNotice } from '@/client/account/flash-notice'
import { callRoute } from '@/client/call-route'
import { useLocationSearch } from '@/client/use-location-search'
import { resetPasswordRoute } from '@/contracts/sign-in'
import { resetPasswordSchema } from '@/domain/auth/credentials-schema'
import { FormFailure } from '@/components/forms/FormFailure'
import { NewPasswordFields } from '@/components/forms/NewPasswordFields'
import { useAccountForm } from '@/components/forms/use-account-form'
import { useModals } from '@/components/modals/modal-context'

/**
 * /change-password: a new password from the e-mailed link, or after the old one expired. Every
 * session of the account ends; the person then logs in with the new password.
 */
export function ResetPasswordForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const router = useRouter()
  const { open } = useModals()
  const search = useLocationSearch()
  const token = search?.get('token') ?? null
  const { form, failure, submitWith } = useAccountForm(resetPasswordSchema)
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (token) form.setValue('token', token)
  }, [form, token])

  const submit = submitWith(async (values) => {
    await callRoute(resetPasswordRoute, { input: values, locale })
    setFlashNotice('passwordReset')
    router.push('/')
    open('auth', { tab: 'login' })
  })

  if (!search) return null
  if (!token || failure?.code === 'LINK_INVALID' || errors.token) {
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
      {search.get('reason') === 'expired' && (
        <p className="alert alert--error">{t('passwordExpiredText')}</p>
      )}
      <FormFailure failure={failure} />
      <input type="hidden" {...form.register('token')} />
      <NewPasswordFields register={form.register} errors={errors} label={t('newPassword')} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('saveNewPassword')}
      </button>
    </form>
  )
}
