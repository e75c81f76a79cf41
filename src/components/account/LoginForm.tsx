'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { readNavigationState } from '@/client/account/navigation-state'
import { phoneVerification } from '@/client/account/phone-verification-state'
import { nextStepAfterLogin } from '@/domain/auth/after-sign-in'
import { loginSchema } from '@/domain/auth/credentials-schema'
import { FormFailure } from '@/components/forms/FormFailure'
import { EmailField } from '@/components/forms/EmailField'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'
import { readTokenData } from '@/client/account/token-data'
import { callRoute } from '@/client/call-route'
import { loginRoute } from '@/contracts/sign-in'
import { useModals } from '@/components/modals/modal-context'

import { useAccount } from './AccountProvider'
import { LockScreen } from './LockScreen'
import { SignInCodeForm } from './SignInCodeForm'
import { useAfterSignIn } from './use-after-sign-in'

/** Spec 4, login submit: blocked while a submit runs, then the four outcomes in order. */
export function LoginForm() {
  const t = useTranslations('Account')
  const locale = useLocale()
  const router = useRouter()
  const { open, close } = useModals()
  const account = useAccount()
  const afterSignIn = useAfterSignIn()
  // An invitation link fills in the invited address (spec 4).
  const { form, failure, submitWith } = useAccountForm(loginSchema, {
    email: readTokenData()?.email ?? '',
  })
  const { errors, isSubmitting } = form.formState
  // The password was right and the account has two-step sign-in: the code comes next.
  const [askCode, setAskCode] = useState(false)

  const submit = submitWith(async (values) => {
    const answer = await callRoute(loginRoute, {
      input: { login: values.email, password: values.password },
      locale,
    })
    if (answer.requires_second_factor && !answer.requires_phone_verification) {
      setAskCode(true)
      return
    }
    if (answer.requires_phone_verification) {
      phoneVerification.set({
        userId: answer.user_id,
        phoneNumber: answer.phone_number ?? '',
        ...values,
      })
    } else {
      await account.refresh()
    }
    const signedIn = {
      requiresPhoneVerification: answer.requires_phone_verification,
      emailVerified: answer.email_verified,
      accountKind: answer.account_kind,
    }
    afterSignIn(nextStepAfterLogin(signedIn, readNavigationState()))
  })

  // An expired password is changed before anything else: the answer carries a one-time token.
  const resetToken = failure?.code === 'PASSWORD_EXPIRED' ? failure.resetToken : undefined
  useEffect(() => {
    if (!resetToken) return
    close()
    router.push(`/change-password?token=${encodeURIComponent(resetToken)}&reason=expired`)
  }, [resetToken, close, router])

  if (failure?.code === 'PASSWORD_ENTRY_BLOCKED' || failure?.code === 'ACCOUNT_LOCKED') {
    const kind = failure.code === 'ACCOUNT_LOCKED' ? 'locked' : 'blocked'
    return <LockScreen kind={kind} until={failure.until} />
  }

  if (askCode)
    return (
      <SignInCodeForm
        onSignedIn={async (answer) => {
          await account.refresh()
          const signedIn = {
            requiresPhoneVerification: false,
            emailVerified: answer.email_verified,
            accountKind: answer.account_kind,
          }
          afterSignIn(nextStepAfterLogin(signedIn, readNavigationState()))
        }}
      />
    )

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="login-form">
      <FormFailure failure={resetToken ? null : failure} />
      <EmailField label={t('email')} registration={form.register('email')} error={errors.email} />
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
