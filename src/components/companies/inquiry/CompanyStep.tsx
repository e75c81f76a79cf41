'use client'

import { useTranslations } from 'next-intl'

import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { TextField } from '@/components/forms/TextField'
import { companyDraftSchema, companyStepSchema } from '@/domain/companies/company-step-schema'
import { companyFormValues, type CompanyFormValues } from '@/domain/companies/inquiry-form'
import type { InquiryView } from '@/domain/companies/inquiry-view'

import { StepActions } from './StepActions'
import { useStepForm, type SaveIntent } from './use-step-form'

type Props = {
  initialValues: CompanyFormValues
  /** Today in Israel ('YYYY-MM-DD'): the latest incorporation date the picker offers. */
  today: string
  onSaved: (view: InquiryView, intent: SaveIntent) => void
  onLeave: (values: CompanyFormValues, dirty: boolean) => void
}

const schemas = { complete: companyStepSchema, draft: companyDraftSchema }
const valuesOf = (view: InquiryView) => companyFormValues(view.company)

/**
 * Step 1, company data: names in both languages, number (check digit), incorporation date, address,
 * site, contact person. A company that ever offered securities by prospectus cannot raise through
 * an offer coordinator: answering "yes" says so and stops the wizard there.
 */
export function CompanyStep({ initialValues, today, onSaved, onLeave }: Props) {
  const t = useTranslations('CompanyInquiry.company')
  const { form, formRef, failure, saved, save } = useStepForm<CompanyFormValues>({
    step: 'company',
    schemas,
    initialValues,
    valuesOf,
    onSaved,
    onLeave,
  })
  const { register, watch, formState } = form
  const { errors, isSubmitting } = formState
  const offered = watch('offeredByProspectus') === 'yes'

  return (
    <form
      ref={formRef}
      noValidate
      className="profile-form inquiry-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save('continue')
      }}
      data-testid="inquiry-company-form"
    >
      <div className="profile-form__row">
        <TextField
          label={t('legalNameHe')}
          lang="he"
          dir="rtl"
          registration={register('legalNameHe')}
          error={errors.legalNameHe}
        />
        <TextField
          label={t('legalNameEn')}
          lang="en"
          dir="ltr"
          registration={register('legalNameEn')}
          error={errors.legalNameEn}
        />
      </div>
      <div className="profile-form__row">
        <TextField
          label={t('companyNumber')}
          hint={t('companyNumberHint')}
          inputMode="numeric"
          dir="ltr"
          registration={register('companyNumber')}
          error={errors.companyNumber}
        />
        <TextField
          label={t('incorporationDate')}
          type="date"
          max={today}
          registration={register('incorporationDate')}
          error={errors.incorporationDate}
        />
      </div>
      <TextField
        label={t('address')}
        autoComplete="street-address"
        registration={register('address')}
        error={errors.address}
      />
      <TextField
        label={t('website')}
        hint={t('websiteHint')}
        type="url"
        dir="ltr"
        autoComplete="url"
        registration={register('website')}
        error={errors.website}
      />
      <div className="profile-form__row">
        <TextField
          label={t('contactName')}
          autoComplete="name"
          registration={register('contactName')}
          error={errors.contactName}
        />
        <TextField
          label={t('contactRole')}
          autoComplete="organization-title"
          registration={register('contactRole')}
          error={errors.contactRole}
        />
      </div>
      <ChoiceGroup
        legend={t('prospectus')}
        hint={t('prospectusHint')}
        registration={register('offeredByProspectus')}
        options={[
          { value: 'no', label: t('no') },
          { value: 'yes', label: t('yes') },
        ]}
        error={offered ? undefined : errors.offeredByProspectus}
        inline
      />
      {offered && (
        <div
          id="inquiry-prospectus-refusal"
          className="alert alert--error"
          role="alert"
          data-testid="inquiry-prospectus-refusal"
        >
          <strong>{t('prospectusRefusedTitle')}</strong>
          <p>{t('prospectusRefused')}</p>
        </div>
      )}
      <StepActions
        onSaveDraft={() => void save('draft')}
        busy={isSubmitting}
        saved={saved}
        failure={failure}
        blocked={offered}
        blockedBy="inquiry-prospectus-refusal"
      />
    </form>
  )
}
