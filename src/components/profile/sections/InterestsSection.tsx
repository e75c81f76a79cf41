'use client'

import { useLocale, useTranslations } from 'next-intl'

import { saveProfile } from '@/client/profile/profile-api'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { FieldErrorText } from '@/components/forms/FieldErrorText'
import {
  interestsFormValues,
  type InterestsFormValues,
  type SectionResult,
} from '@/domain/investors/profile-form'
import { interestOptions, interestsSectionSchema } from '@/domain/investors/profile-schema'

import { useProfile } from '../ProfileContext'
import { SectionStatus } from '../SectionStatus'
import { useSectionForm } from '../use-section-form'

function checkInterests(values: InterestsFormValues): SectionResult<InterestsFormValues> {
  const result = interestsSectionSchema.safeParse({
    // One checked box of a group can come back as a lone value.
    interests: ([] as string[]).concat(values.interests ?? []),
    newsletter: values.newsletter,
  })
  if (result.success) return { ok: true, patch: result.data }
  const errors: Partial<Record<keyof InterestsFormValues, string>> = {}
  for (const issue of result.error.issues)
    errors[issue.path[0] as keyof InterestsFormValues] ??= issue.message
  return { ok: false, errors }
}

/** Fields of interest and the newsletter (`interestsSectionSchema`): nothing here is required. */
export function InterestsSection() {
  const t = useTranslations('Profile')
  const locale = useLocale()
  const { view, showView } = useProfile()
  const { form, formRef, failure, saved, submitWith } = useSectionForm<
    InterestsFormValues,
    undefined
  >({
    defaultValues: interestsFormValues(view.profile),
    check: checkInterests,
    context: undefined,
  })
  const { errors, isSubmitting } = form.formState

  const submit = submitWith(async (patch) => {
    const next = await saveProfile(patch, locale)
    showView(next)
    form.reset(interestsFormValues(next.profile))
  })

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="profile-form"
      data-testid="interests-form"
    >
      <fieldset className="profile-form__group">
        <legend>{t('interests.legend')}</legend>
        <div className="profile-form__checkboxes">
          {interestOptions.map((option) => (
            <CheckboxField
              key={option}
              value={option}
              label={t(`interests.options.${option}`)}
              registration={form.register('interests')}
            />
          ))}
        </div>
        <FieldErrorText id="interests-error" messageKey={errors.interests?.message} />
      </fieldset>
      <CheckboxField
        label={t('interests.newsletter')}
        registration={form.register('newsletter')}
        error={errors.newsletter}
      />
      <SectionStatus saved={saved} failure={failure} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </button>
    </form>
  )
}
