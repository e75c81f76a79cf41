'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { Fragment, useState } from 'react'

import { postCompanyUpdate } from '@/client/companies/company-update-api'
import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { FormFailure } from '@/components/forms/FormFailure'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { TextField } from '@/components/forms/TextField'
import { useAccountForm } from '@/components/forms/use-account-form'
import {
  companyUpdateLimits,
  companyUpdateSchema,
  type CompanyUpdateInput,
} from '@/domain/companies/company-update'

/** Each text is typed in its own language and direction, whatever the page's (labels follow the page). */
const languages = [
  { suffix: 'He', lang: 'he', dir: 'rtl' },
  { suffix: 'En', lang: 'en', dir: 'ltr' },
] as const

/**
 * The company writes an update about its project in both languages and chooses who sees it on
 * the site. The form's submission carries one idempotency key until it succeeds, so a double click
 * or a retry after a lost answer posts (and e-mails) once; what was typed stays on any error.
 */
export function CompanyUpdateForm({ projectId }: { projectId: number }) {
  const t = useTranslations('CompanyProjects')
  const locale = useLocale()
  const router = useRouter()
  const { form, failure, submitWith } = useAccountForm(companyUpdateSchema, {
    visibility: 'investors',
  } as CompanyUpdateInput)
  // One key per update being written: a new one once it is posted.
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [emailedTo, setEmailedTo] = useState<number | null>(null)
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (update) => {
    setEmailedTo(null)
    const posted = await postCompanyUpdate(projectId, update, key, locale)
    setKey(crypto.randomUUID())
    form.reset({ visibility: update.visibility } as CompanyUpdateInput)
    setEmailedTo(posted.emailedTo)
    router.refresh()
  })

  return (
    <form
      className="company-update-form"
      onSubmit={submit}
      noValidate
      data-testid="company-update-form"
    >
      {languages.map(({ suffix, lang, dir }) => (
        <Fragment key={lang}>
          <TextField
            label={t(`title${suffix}`)}
            registration={form.register(`title${suffix}`)}
            error={errors[`title${suffix}`]}
            maxLength={companyUpdateLimits.title}
            dir={dir}
            lang={lang}
          />
          <TextAreaField
            label={t(`text${suffix}`)}
            registration={form.register(`text${suffix}`)}
            error={errors[`text${suffix}`]}
            hint={t('textHint')}
            maxLength={companyUpdateLimits.text}
            rows={6}
            dir={dir}
            lang={lang}
          />
        </Fragment>
      ))}
      <ChoiceGroup
        legend={t('visibility')}
        registration={form.register('visibility')}
        error={errors.visibility}
        options={[
          { value: 'investors', label: t('visibilityInvestors') },
          { value: 'public', label: t('visibilityPublic') },
        ]}
      />
      <FormFailure failure={failure} lead={t('failed')} />
      {emailedTo !== null ? (
        <p className="alert alert--success" role="status">
          {t('posted', { count: emailedTo })}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('posting') : t('post')}
      </button>
    </form>
  )
}
