'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { callRoute } from '@/client/call-route'
import { requestPasswordResetRoute } from '@/contracts/sign-in'
import { forgotPasswordSchema } from '@/domain/auth/credentials-schema'
import { EmailField } from '@/components/forms/EmailField'
import { useAccountForm } from '@/components/forms/use-account-form'
import { Dialog } from '@/components/modals/Dialog'

/**
 * Spec 2 and 8, the forgot-password modal. The answer is always the same (a reset link was sent if
 * the address has an account): the server answers alike for every address, and the page does not
 * wait to say so.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Account')
  const tModal = useTranslations('Modals.forgot')
  const locale = useLocale()
  const [sent, setSent] = useState(false)
  const { form, submitWith } = useAccountForm(forgotPasswordSchema)
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (values) => {
    void callRoute(requestPasswordResetRoute, { input: values, locale }).catch(() => undefined)
    setSent(true)
  })

  return (
    <Dialog title={tModal('title')} size="forgot" onClose={onClose}>
      {sent ? (
        <div className="alert alert--success" role="status" data-testid="forgot-sent">
          {t('resetSent')}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="account-form" data-testid="forgot-form">
          <p>{tModal('intro')}</p>
          <EmailField
            label={t('email')}
            registration={form.register('email')}
            error={errors.email}
          />
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {t('sendResetLink')}
            </button>
            <button type="button" className="link-button" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
