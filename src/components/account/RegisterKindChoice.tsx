'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { AccountKind } from '@/domain/auth/account-kind'

const kinds = [
  { value: 'investor', label: 'kindInvestor' },
  { value: 'company', label: 'kindCompany' },
] as const

/**
 * Who is registering (spec 6): an investor, or a company that raises capital. Native radio buttons
 * in a fieldset, so the arrow keys move between them and a screen reader announces the question.
 */
export function RegisterKindChoice({
  value,
  onChange,
}: {
  value: AccountKind
  onChange: (kind: AccountKind) => void
}) {
  const t = useTranslations('Account')
  const name = useId()
  return (
    <fieldset className="account-kind-choice" data-testid="register-kind">
      <legend>{t('kindLegend')}</legend>
      {kinds.map((kind) => (
        <label key={kind.value} className="account-kind-choice__option">
          <input
            type="radio"
            name={name}
            value={kind.value}
            checked={value === kind.value}
            onChange={() => onChange(kind.value)}
          />
          <span>{t(kind.label)}</span>
        </label>
      ))}
    </fieldset>
  )
}
