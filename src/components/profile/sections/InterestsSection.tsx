'use client'

import { useTranslations } from 'next-intl'

import { CheckboxField } from '@/components/forms/CheckboxField'
import { FieldErrorText } from '@/components/forms/FieldErrorText'
import {
  interestsFormValues,
  interestsSectionPatch,
  type InterestsFormValues,
} from '@/domain/investors/profile-form'
import { interestOptions } from '@/domain/investors/profile-schema'

import { SectionStatus } from '../SectionStatus'
import { useSectionForm } from '../use-section-form'

/** Fields of interest and the newsletter (`interestsSectionSchema`): nothing here is required. */
export function InterestsSection() {
  const t = useTranslations('Profile')
  const { form, formRef, failure, saved, submit } = useSectionForm<InterestsFormValues, undefined>({
    valuesOf: interestsFormValues,
    check: interestsSectionPatch,
    context: undefined,
  })
  const { errors, isSubmitting } = form.formState

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
