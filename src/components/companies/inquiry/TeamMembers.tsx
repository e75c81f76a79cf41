'use client'

import { useTranslations } from 'next-intl'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'

import { TextAreaField } from '@/components/forms/TextAreaField'
import { TextField } from '@/components/forms/TextField'
import { emptyTeamMember, type VentureFormValues } from '@/domain/companies/inquiry-form'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'
import { maxTeamMembers } from '@/domain/companies/venture-step-schema'

import { TeamPhotoField } from './TeamPhotoField'

type Props = {
  form: UseFormReturn<VentureFormValues>
  photos: InquiryFileView[]
  onInquiry: (view: InquiryView) => void
}

/** The venture's team: 0 to 10 members, each with an optional photo, name, role, LinkedIn, about. */
export function TeamMembers({ form, photos, onInquiry }: Props) {
  const t = useTranslations('CompanyInquiry.team')
  const { control, register, formState, watch, setValue } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'team' })
  const errors = formState.errors.team

  return (
    <fieldset className="profile-form__group" data-testid="inquiry-team">
      <legend>{t('legend')}</legend>
      <p className="field__hint">{t('intro', { max: maxTeamMembers })}</p>
      {fields.map((field, index) => {
        const photo = watch(`team.${index}.photo`)
        return (
          <fieldset
            key={field.id}
            className="profile-form__group inquiry-member"
            data-testid={`inquiry-member-${index}`}
          >
            <legend>{t('member', { n: index + 1 })}</legend>
            <TeamPhotoField
              value={photo}
              photo={photos.find((each) => String(each.id) === photo)}
              onChange={(value) => setValue(`team.${index}.photo`, value, { shouldDirty: true })}
              onInquiry={onInquiry}
              error={errors?.[index]?.photo?.message}
            />
            <div className="profile-form__row">
              <TextField
                label={t('name')}
                registration={register(`team.${index}.name`)}
                error={errors?.[index]?.name}
              />
              <TextField
                label={t('role')}
                registration={register(`team.${index}.role`)}
                error={errors?.[index]?.role}
              />
            </div>
            <TextField
              label={t('linkedinUrl')}
              type="url"
              dir="ltr"
              registration={register(`team.${index}.linkedinUrl`)}
              error={errors?.[index]?.linkedinUrl}
            />
            <TextAreaField
              label={t('description')}
              registration={register(`team.${index}.description`)}
              error={errors?.[index]?.description}
            />
            <button type="button" className="link-button" onClick={() => remove(index)}>
              {t('remove', { n: index + 1 })}
            </button>
          </fieldset>
        )
      })}
      {fields.length < maxTeamMembers ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => append(emptyTeamMember())}
          data-testid="inquiry-add-member"
        >
          {t('add')}
        </button>
      ) : (
        <p className="field__hint">{t('full')}</p>
      )}
    </fieldset>
  )
}
