'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { postAccount, type LoginAnswer } from '@/client/account/account-api'
import { ApiRequestError, type ApiError } from '@/client/account/api-error'
import { readNavigationState } from '@/client/account/navigation-state'
import { phoneVerification } from '@/client/account/phone-verification-state'
import { loginSchema, type LoginInput } from '@/domain/auth/credentials-schema'
import { nextStepAfterLogin } from '@/domain/auth/after-sign-in'
import { applyServerErrors } from '@/components/forms/apply-server-errors'
import { TextField } from '@/components/forms/TextField'
import { useModals } from '@/components/modals/ModalProvider'

import { useAccount } from './AccountProvider'
import { LockScreen } from './LockScreen'
import { useAfterSignIn } from './use-after-sign-in'

/** Spec 4, login submit: blocked while a submit runs, then the four outcomes in order. */
export function LoginForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const { open, close } = useModals()
  const router = useRouter()
  const account = useAccount()
  const afterSignIn = useAfterSignIn()
  const [failure, setFailure] = useState<ApiError | null>(null)
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const answer = await postAccount<LoginAnswer>(
        '/api/login',
        { login: values.email, password: values.password },
        locale,
      )
      if (answer.requires_phone_verification) {
        phoneVerification.set({
          userId: answer.user_id,
          phoneNumber: answer.phone_number ?? '',
          ...values,
        })
      } else {
        await account.refresh()
      }
      afterSignIn(
        nextStepAfterLogin(
          {
            requiresPhoneVerification: answer.requires_phone_verification,
            emailVerified: answer.email_verified,
            accountKind: answer.account_kind,
          },
          readNavigationState(),
        ),
      )
    } catch (error) {
      const apiError =
        error instanceof ApiRequestError ? error.error : { code: 'INTERNAL', message: '' }
      if (apiError.code === 'PASSWORD_EXPIRED' && apiError.resetToken) {
        close()
        router.push(
          `/change-password?token=${encodeURIComponent(apiError.resetToken)}&reason=expired`,
        )
        return
      }
      if (!applyServerErrors(apiError, form.setError)) setFailure(apiError)
    }
  })

  if (failure?.code === 'PASSWORD_ENTRY_BLOCKED' || failure?.code === 'ACCOUNT_LOCKED') {
    return (
      <LockScreen
        kind={failure.code === 'ACCOUNT_LOCKED' ? 'locked' : 'blocked'}
        until={failure.until}
      />
    )
  }

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="login-form">
      {failure && (
        <div className="alert alert--error" role="alert">
          <strong>{t('errorTitle')}</strong> {failure.message || t('genericError')}
        </div>
      )}
      <TextField
        label={t('email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('loggingIn') : t('logIn')}
      </button>
      <button type="button" className="link-button" onClick={() => open('forgot')}>
        {t('forgotPassword')}
      </button>
    </form>
  )
}
