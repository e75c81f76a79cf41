'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { honeypotField } from '@/domain/leads/lead-context'

/** A field people never see or reach with the keyboard; bots that fill every input give themselves away. */
export function Honeypot() {
  const t = useTranslations('Leads')
  const id = useId()
  return (
    <div className="lead-form__trap">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
