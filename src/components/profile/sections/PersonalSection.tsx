'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { SelectField } from '@/components/forms/SelectField'
import { TextAreaField } from '@/components/forms/TextAreaField'
import { TextField } from '@/components/forms/TextField'
import { countryOptions } from '@/domain/countries'
import { missingPersonalFields } from '@/domain/investors/profile-completeness'
import {
  personalFormValues,
  personalSectionPatch,
  type PersonalFormValues,
  type StoredNumbers,
} from '@/domain/investors/profile-form'
import {
  citizenships,
  educationLevels,
  experienceLevels,
  knowledgeLevels,
  sexes,
} from '@/domain/investors/profile-schema'
import { identityFieldsLocked } from '@/domain/kyc/kyc-status'
import { localeSettings } from '@/i18n/locales'

import { MissingList } from '../MissingList'
import { useProfile } from '../ProfileContext'
import { SectionStatus } from '../SectionStatus'
import { useSectionForm } from '../use-section-form'
import { StoredNumberField } from './StoredNumberField'

type Context = StoredNumbers & { locked: boolean }

/**
 * Personal details (`personalSectionSchema`): identity, address, background, links and company.
 * A stored ID or passport number is shown masked; a new one is typed only to change it. While
 * compliance reviews the identity check the identity details are read-only, and say why.
 */
export function PersonalSection() {
  const t = useTranslations('Profile')
  const locale = useLocale()
  const { view } = useProfile()
  const { profile } = view
  const locked = identityFieldsLocked(view.identityCheck.status)
  const stored: Context = {
    hasIdNumber: profile.idNumber !== null,
    hasPassportNumber: profile.passportNumber !== null,
    locked,
  }
  const [changing, setChanging] = useState({ idNumber: false, passportNumber: false })
  const { form, formRef, failure, saved, submit } = useSectionForm<PersonalFormValues, Context>({
    valuesOf: personalFormValues,
    check: personalSectionPatch,
    context: stored,
    // Saved: the new number is stored, shown masked like the old one.
    onSaved: () => setChanging({ idNumber: false, passportNumber: false }),
  })
  const { register, watch, formState } = form
  const { errors, isSubmitting } = formState
  const countries = useMemo(() => countryOptions(localeSettings[locale].intlLocale), [locale])
  const countryChoices = countries.map(({ code, name }) => ({ value: code, label: name }))
  const choose = t('form.choose')
  const options = <Value extends string>(values: readonly Value[], label: (v: Value) => string) =>
    values.map((value) => ({ value, label: label(value) }))
  const yesNo = [
    { value: 'yes', label: t('form.yes') },
    { value: 'no', label: t('form.no') },
  ]

  const citizenship = watch('citizenship')
  const israeli = citizenship === 'israeli'
  const foreign = citizenship === 'other' || citizenship === 'us'
  const missing = missingPersonalFields({
    fields: profile,
    hasIdNumber: stored.hasIdNumber,
    hasPassportNumber: stored.hasPassportNumber,
  }).map((field) => t(`personal.${field}` as never))

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="profile-form"
      data-testid="personal-form"
    >
      <MissingList items={missing} />

      <fieldset className="profile-form__group" disabled={locked}>
        <legend>{t('personal.identityGroup')}</legend>
        {locked && (
          <p className="alert" data-testid="identity-locked">
            {t('personal.locked')}
          </p>
        )}
        <div className="profile-form__row">
          <TextField
            label={t('personal.firstName')}
            autoComplete="given-name"
            registration={register('firstName')}
            error={errors.firstName}
          />
          <TextField
            label={t('personal.lastName')}
            autoComplete="family-name"
            registration={register('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t('personal.birthDate')}
          type="date"
          autoComplete="bday"
          registration={register('birthDate')}
          error={errors.birthDate}
        />
        <SelectField
          label={t('personal.sex')}
          placeholder={choose}
          options={options(sexes, (value) => t(`personal.sexOptions.${value}`))}
          registration={register('sex')}
          error={errors.sex}
        />
        <ChoiceGroup
          legend={t('personal.citizenship')}
          registration={register('citizenship')}
          options={options(citizenships, (value) => t(`personal.citizenshipOptions.${value}`))}
          error={errors.citizenship}
          inline
        />
        {citizenship === 'us' && (
          <p className="profile-note" role="note" data-testid="us-person-note">
            {t('personal.usNote')}
          </p>
        )}
        {israeli && (
          <StoredNumberField
            label={changing.idNumber ? t('personal.newIdNumber') : t('personal.idNumber')}
            storedLabel={t('personal.storedIdNumber')}
            changeLabel={t('personal.changeIdNumber')}
            keepLabel={t('personal.keepStored')}
            stored={profile.idNumber}
            changing={changing.idNumber}
            onChanging={(value) => {
              setChanging((current) => ({ ...current, idNumber: value }))
              if (!value) form.setValue('idNumber', '')
            }}
            hint={t('personal.idNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            registration={register('idNumber')}
            error={errors.idNumber}
          />
        )}
        {foreign && (
          <>
            <StoredNumberField
              label={
                changing.passportNumber
                  ? t('personal.newPassportNumber')
                  : t('personal.passportNumber')
              }
              storedLabel={t('personal.storedPassportNumber')}
              changeLabel={t('personal.changePassportNumber')}
              keepLabel={t('personal.keepStored')}
              stored={profile.passportNumber}
              changing={changing.passportNumber}
              onChanging={(value) => {
                setChanging((current) => ({ ...current, passportNumber: value }))
                if (!value) form.setValue('passportNumber', '')
              }}
              autoComplete="off"
              registration={register('passportNumber')}
              error={errors.passportNumber}
            />
            <SelectField
              label={t('personal.passportCountry')}
              placeholder={choose}
              options={countryChoices}
              registration={register('passportCountry')}
              error={errors.passportCountry}
            />
          </>
        )}
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>{t('personal.addressGroup')}</legend>
        <TextField
          label={t('personal.address')}
          autoComplete="street-address"
          registration={register('address')}
          error={errors.address}
        />
        <div className="profile-form__row">
          <TextField
            label={t('personal.city')}
            autoComplete="address-level2"
            registration={register('city')}
            error={errors.city}
          />
          <TextField
            label={t('personal.zip')}
            autoComplete="postal-code"
            dir="ltr"
            registration={register('zip')}
            error={errors.zip}
          />
        </div>
        <SelectField
          label={t('personal.countryOfResidence')}
          placeholder={choose}
          options={countryChoices}
          autoComplete="country"
          registration={register('countryOfResidence')}
          error={errors.countryOfResidence}
        />
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>{t('personal.backgroundGroup')}</legend>
        <ChoiceGroup
          legend={t('personal.publicOffice')}
          hint={t('personal.publicOfficeHint')}
          registration={register('publicOffice')}
          options={yesNo}
          error={errors.publicOffice}
          inline
        />
        {watch('publicOffice') === 'yes' && (
          <TextAreaField
            label={t('personal.publicOfficeDetails')}
            registration={register('publicOfficeDetails')}
            error={errors.publicOfficeDetails}
          />
        )}
        <SelectField
          label={t('personal.knowledgeLevel')}
          placeholder={choose}
          options={options(knowledgeLevels, (value) => t(`personal.knowledgeOptions.${value}`))}
          registration={register('knowledgeLevel')}
          error={errors.knowledgeLevel}
        />
        <SelectField
          label={t('personal.experienceLevel')}
          placeholder={choose}
          options={options(experienceLevels, (value) => t(`personal.experienceOptions.${value}`))}
          registration={register('experienceLevel')}
          error={errors.experienceLevel}
        />
        <SelectField
          label={t('personal.education')}
          placeholder={choose}
          options={options(educationLevels, (value) => t(`personal.educationOptions.${value}`))}
          registration={register('education')}
          error={errors.education}
        />
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>
          {t('personal.linksGroup')} {t('form.optional')}
        </legend>
        {(['linkedinUrl', 'facebookUrl', 'websiteUrl'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`personal.${field}`)}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete={field === 'websiteUrl' ? 'url' : 'off'}
            hint={t('personal.urlHint')}
            registration={register(field)}
            error={errors[field]}
          />
        ))}
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>{t('personal.companyGroup')}</legend>
        <ChoiceGroup
          legend={t('personal.investsThroughCompany')}
          registration={register('investsThroughCompany')}
          options={yesNo}
          error={errors.investsThroughCompany}
          inline
        />
        {watch('investsThroughCompany') === 'yes' && (
          <>
            <TextField
              label={t('personal.companyName')}
              autoComplete="organization"
              registration={register('companyName')}
              error={errors.companyName}
            />
            <TextField
              label={t('personal.companyNumber')}
              dir="ltr"
              inputMode="numeric"
              registration={register('companyNumber')}
              error={errors.companyNumber}
            />
            <TextField
              label={t('personal.companyRole')}
              autoComplete="organization-title"
              registration={register('companyRole')}
              error={errors.companyRole}
            />
          </>
        )}
      </fieldset>

      <SectionStatus saved={saved} failure={failure} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('form.save')}
      </button>
    </form>
  )
}
