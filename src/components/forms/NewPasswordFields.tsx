'use client'

import { useTranslations } from 'next-intl'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'

import { TextField } from './TextField'

type PasswordPair = { password: string; confirmPassword: string }

/** A new password with its hint, and its confirmation (registration, reset, change). */
export function NewPasswordFields<T extends PasswordPair>({
  register,
  errors,
  label,
}: {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  label?: string
}) {
  const t = useTranslations('Account')
  const fields = register as unknown as UseFormRegister<PasswordPair>
  const fieldErrors = errors as FieldErrors<PasswordPair>
  return (
    <>
      <TextField
        label={label ?? t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        registration={fields('password')}
        error={fieldErrors.password}
      />
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={fields('confirmPassword')}
        error={fieldErrors.confirmPassword}
      />
    </>
  )
}
