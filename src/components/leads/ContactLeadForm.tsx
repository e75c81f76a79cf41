'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { postContactLead } from '@/client/leads/post-lead'
import { TextField } from '@/components/forms/TextField'
import { EmailField } from '@/components/forms/EmailField'
import type { LeadProject } from '@/domain/leads/lead-context'
import { contactLeadSchema, type ContactLeadInput } from '@/domain/leads/lead-schema'
import { defaultPhoneCountry } from '@/domain/phone'

import { Honeypot } from './Honeypot'
import { LeadAlert } from './LeadAlert'
import { LeadPhoneField } from './LeadPhoneField'
import { useLeadForm } from './use-lead-form'

const defaultValues: ContactLeadInput = {
  firstName: '',
  lastName: '',
  phoneCountry: defaultPhoneCountry,
  phone: '',
  email: '',
  message: '',
  agreeInfo: false,
}

type Props = {
  /** `general` in the footer (spec: FooterForm), `contacts` on the contacts page. */
  kind?: 'general' | 'contacts'
  /** Set on a project page, so that the lead says which project it is about. */
  project?: LeadProject
  title: string
  headingLevel?: 'h2' | 'h3'
}

/** Spec 3 and 5: the footer contact request (also the contacts page's form). */
export function ContactLeadForm({ kind = 'general', project, title, headingLevel = 'h2' }: Props) {
  const t = useTranslations('Leads')
  const titleId = useId()
  const { form, status, onSubmit } = useLeadForm({
    schema: contactLeadSchema,
    defaultValues,
    post: (lead, context, locale) => postContactLead(kind, lead, context, locale),
    project,
  })
  const { errors, isValid, isSubmitting } = form.formState
  const Heading = headingLevel
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="lead-form"
      aria-labelledby={titleId}
      data-testid={`lead-form-${kind}`}
    >
      <Heading id={titleId} className="lead-form__title">
        {title}
      </Heading>
      <div className="lead-form__row">
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={errors.lastName}
        />
      </div>
      <LeadPhoneField form={form} />
      <EmailField
        label={t('emailOptional')}
        registration={form.register('email')}
        error={errors.email}
      />
      <MessageField form={form} label={t('message')} />
      <div className="field field--checkbox">
        <input id={`${titleId}-agree`} type="checkbox" {...form.register('agreeInfo')} />
        <label htmlFor={`${titleId}-agree`}>{t('agreeInfo')}</label>
      </div>
      <Honeypot />
      <div aria-live="polite">
        {status === 'sent' && <LeadAlert kind="success" text={t('sendSuccess')} />}
      </div>
      {status === 'failed' && <LeadAlert kind="error" text={t('sendError')} />}
      <button type="submit" className="button button--primary" disabled={!isValid || isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  )
}

function MessageField({
  form,
  label,
}: {
  form: ReturnType<typeof useLeadForm<ContactLeadInput, unknown>>['form']
  label: string
}) {
  const tValidation = useTranslations('Validation')
  const id = useId()
  const error = form.formState.errors.message
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('message')}
      />
      {error?.message && (
        <p id={`${id}-error`} className="field__error" data-error-key={error.message}>
          {tValidation.has(error.message as never)
            ? tValidation(error.message as never)
            : error.message}
        </p>
      )}
    </div>
  )
}
