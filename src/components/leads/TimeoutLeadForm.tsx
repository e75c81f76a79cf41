'use client'

import { useTranslations } from 'next-intl'

import { EmailField } from '@/components/forms/EmailField'
import { TextField } from '@/components/forms/TextField'
import { postTimeoutLead, pushConversion } from '@/client/leads/post-lead'
import { leadFormNames } from '@/domain/leads/lead-kinds'
import { timeoutLeadSchema, type TimeoutLeadInput } from '@/domain/leads/lead-schema'
import { defaultPhoneCountry } from '@/domain/phone'

import { Honeypot } from './Honeypot'
import { LeadAlert } from './LeadAlert'
import { LeadPhoneField } from './LeadPhoneField'
import { useLeadForm } from './use-lead-form'

const defaultValues: TimeoutLeadInput = {
  fullName: '',
  phoneCountry: defaultPhoneCountry,
  phone: '',
  email: '',
  agree: false,
}

/** Spec 3, 5 and 8: the timeout popup's lead form; a sent lead is a conversion for the tag manager. */
export function TimeoutLeadForm() {
  const t = useTranslations('Leads')
  const { form, status, onSubmit } = useLeadForm({
    schema: timeoutLeadSchema,
    defaultValues,
    post: postTimeoutLead,
    onSent: () => pushConversion(leadFormNames.timeout),
  })
  const { errors, isValid, isSubmitting } = form.formState
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="lead-form lead-form--timeout"
      data-testid="lead-form-timeout"
    >
      <p>{t('timeoutIntro')}</p>
      <TextField
        label={t('fullName')}
        autoComplete="name"
        data-autofocus
        registration={form.register('fullName')}
        error={errors.fullName}
      />
      <LeadPhoneField form={form} />
      <EmailField label={t('email')} registration={form.register('email')} error={errors.email} />
      <div className="field field--checkbox">
        <input id="timeout-lead-agree" type="checkbox" {...form.register('agree')} />
        <label htmlFor="timeout-lead-agree">{t('agree')}</label>
      </div>
      <Honeypot />
      <div aria-live="polite">
        {status === 'sent' && <LeadAlert kind="success" text={t('timeoutSuccess')} />}
      </div>
      {status === 'failed' && <LeadAlert kind="error" text={t('timeoutError')} />}
      <button type="submit" className="button button--primary" disabled={!isValid || isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  )
}
