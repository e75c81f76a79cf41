'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { SelectField } from '@/components/forms/SelectField'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { TextField } from '@/components/forms/TextField'
import { ventureFormValues, type VentureFormValues } from '@/domain/companies/inquiry-form'
import type { InquiryCategory, InquiryView } from '@/domain/companies/inquiry-view'
import { ventureDraftSchema, ventureStepSchema } from '@/domain/companies/venture-step-schema'
import { raisingTypes, recruitmentStages } from '@/domain/projects/project-status'

import { StepActions } from './StepActions'
import { TeamMembers } from './TeamMembers'
import { useStepForm, type SaveIntent } from './use-step-form'

type Props = {
  initialValues: VentureFormValues
  categories: InquiryCategory[]
  view: InquiryView | null
  onSaved: (view: InquiryView, intent: SaveIntent) => void
  onLeave: (values: VentureFormValues, dirty: boolean) => void
  onInquiry: (view: InquiryView) => void
  onBack: () => void
}

const schemas = { complete: ventureStepSchema, draft: ventureDraftSchema }
const valuesOf = (view: InquiryView) => ventureFormValues(view.venture)

/**
 * Step 2, about the venture: the terms it would offer (as a project's: category, stage, shares or
 * bonds, amounts in shekels), the use of the money, the team and a short description in each
 * language. Shares ask for a price per share and the company's value, bonds for the loan's terms.
 */
export function VentureStep({
  initialValues,
  categories,
  view,
  onSaved,
  onLeave,
  onInquiry,
  onBack,
}: Props) {
  const t = useTranslations('CompanyInquiry.venture')
  const { form, formRef, failure, saved, save } = useStepForm<VentureFormValues>({
    step: 'venture',
    schemas,
    initialValues,
    valuesOf,
    onSaved,
    onLeave,
  })
  const { register, watch, formState, getValues, setValue } = form
  const { errors, isSubmitting } = formState
  const category = watch('category')
  const raisingType = watch('raisingType')
  const children = categories.find((each) => String(each.id) === category)?.children ?? []

  // A subcategory belongs to its category: choosing another category clears it.
  useEffect(() => {
    const subcategory = getValues('subcategory')
    const options = categories.find((each) => String(each.id) === category)?.children ?? []
    if (subcategory && !options.some((child) => String(child.id) === subcategory))
      setValue('subcategory', '', { shouldDirty: true })
  }, [category, categories, getValues, setValue])

  const amount = { inputMode: 'decimal' as const, dir: 'ltr', hint: t('amountHint') }
  return (
    <form
      ref={formRef}
      noValidate
      className="profile-form inquiry-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save('continue')
      }}
      data-testid="inquiry-venture-form"
    >
      <div className="profile-form__row">
        <SelectField
          label={t('category')}
          placeholder={t('choose')}
          options={categories.map(({ id, name }) => ({ value: String(id), label: name }))}
          registration={register('category')}
          error={errors.category}
        />
        <SelectField
          label={t('subcategory')}
          placeholder={t('choose')}
          options={children.map(({ id, name }) => ({ value: String(id), label: name }))}
          disabled={children.length === 0}
          registration={register('subcategory')}
          error={errors.subcategory}
        />
      </div>
      <SelectField
        label={t('stage')}
        placeholder={t('choose')}
        options={recruitmentStages.map((value) => ({ value, label: t(`stages.${value}`) }))}
        registration={register('stage')}
        error={errors.stage}
      />
      <ChoiceGroup
        legend={t('raisingType')}
        registration={register('raisingType')}
        options={raisingTypes.map((value) => ({ value, label: t(`raisingTypes.${value}`) }))}
        error={errors.raisingType}
        inline
      />
      <fieldset className="profile-form__group">
        <legend>{t('amountsGroup')}</legend>
        <div className="profile-form__row">
          <TextField
            label={t('minimumAmount')}
            {...amount}
            registration={register('minimumAmount')}
            error={errors.minimumAmount}
          />
          <TextField
            label={t('maximumAmount')}
            {...amount}
            registration={register('maximumAmount')}
            error={errors.maximumAmount}
          />
        </div>
      </fieldset>
      {raisingType && (
        <fieldset className="profile-form__group" data-testid={`inquiry-terms-${raisingType}`}>
          <legend>{t('termsGroup')}</legend>
          <div className="profile-form__row">
            {raisingType === 'stock' ? (
              <TextField
                label={t('pricePerShare')}
                {...amount}
                registration={register('pricePerShare')}
                error={errors.pricePerShare}
              />
            ) : (
              <>
                <TextField
                  label={t('loanPeriodMonths')}
                  inputMode="numeric"
                  dir="ltr"
                  registration={register('loanPeriodMonths')}
                  error={errors.loanPeriodMonths}
                />
                <TextField
                  label={t('annualInterestPercent')}
                  inputMode="decimal"
                  dir="ltr"
                  registration={register('annualInterestPercent')}
                  error={errors.annualInterestPercent}
                />
              </>
            )}
            <TextField
              label={
                raisingType === 'stock' ? t('companyValueBeforeRaising') : t('companyValueOptional')
              }
              {...amount}
              registration={register('companyValueBeforeRaising')}
              error={errors.companyValueBeforeRaising}
            />
          </div>
        </fieldset>
      )}
      <TextAreaField
        label={t('useOfFunds')}
        hint={t('useOfFundsHint')}
        rows={5}
        registration={register('useOfFunds')}
        error={errors.useOfFunds}
      />
      <TeamMembers
        form={form}
        photos={view?.files.filter((file) => file.kind === 'team-photo') ?? []}
        onInquiry={onInquiry}
      />
      <TextAreaField
        label={t('descriptionHe')}
        hint={t('descriptionHint')}
        lang="he"
        dir="rtl"
        registration={register('descriptionHe')}
        error={errors.descriptionHe}
      />
      <TextAreaField
        label={t('descriptionEn')}
        hint={t('descriptionHint')}
        lang="en"
        dir="ltr"
        registration={register('descriptionEn')}
        error={errors.descriptionEn}
      />
      <StepActions
        onBack={onBack}
        onSaveDraft={() => void save('draft')}
        busy={isSubmitting}
        saved={saved}
        failure={failure}
      />
    </form>
  )
}
