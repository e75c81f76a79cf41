'use client'

import { useLocale, useTranslations } from 'next-intl'

import { CheckboxField } from '@/components/forms/CheckboxField'
import { ChoiceGroup } from '@/components/forms/ChoiceGroup'
import { SelectField } from '@/components/forms/SelectField'
import type { IncomeBracketRange } from '@/domain/investors/income-bracket-ranges'
import { investorTypes } from '@/domain/investors/investor-type'
import { missingInvestorTypeItems } from '@/domain/investors/profile-completeness'
import {
  investorTypeFormValues,
  investorTypeSectionPatch,
  type InvestorTypeFormValues,
} from '@/domain/investors/profile-form'
import { formatMoney } from '@/domain/money'

import { DocumentList } from '../DocumentList'
import { DocumentUpload } from '../DocumentUpload'
import { MissingList } from '../MissingList'
import { useProfile } from '../ProfileContext'
import { SectionStatus } from '../SectionStatus'
import { useSectionForm } from '../use-section-form'

/**
 * The investor type (`investorTypeSectionSchema`). A private investor names their income bracket
 * (the ranges, and the cap without an accountant's confirmation, come from the *Legal limits*
 * global in force) and may upload the accountant's confirmation; any other type needs a proof, and
 * counts only once compliance verified it.
 */
export function InvestorTypeSection() {
  const t = useTranslations('Profile')
  const locale = useLocale()
  const { view, settings } = useProfile()
  const { form, formRef, failure, saved, submit } = useSectionForm<
    InvestorTypeFormValues,
    undefined
  >({ valuesOf: investorTypeFormValues, check: investorTypeSectionPatch, context: undefined })
  const { register, watch, formState } = form
  const { errors, isSubmitting } = formState
  const shekels = (amount: number) => formatMoney({ minor: amount * 100, currency: 'ILS' }, locale)
  const bracketLabel = (range: IncomeBracketRange) =>
    range.kind === 'upTo'
      ? t('investorType.bracketUpTo', { to: shekels(range.toShekels) })
      : range.kind === 'between'
        ? t('investorType.bracketBetween', {
            from: shekels(range.fromShekels),
            to: shekels(range.toShekels),
          })
        : t('investorType.bracketAbove', { above: shekels(range.aboveShekels) })

  const type = watch('investorType')
  const isPrivate = type === 'private'
  const cap = settings.withoutAccountantAnnualCapMinor
  const missing = missingInvestorTypeItems({
    fields: view.profile,
    documents: view.documents.map((document) => document.kind),
  }).map((item) => t(`investorType.missing.${item}`))
  const declared = view.profile.investorType ? view.investorType.declared : null
  const { verification, effective, reason } = view.investorType

  return (
    <div className="profile-investor-type">
      <MissingList items={missing} />
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="profile-form"
        data-testid="investor-type-form"
      >
        <SelectField
          label={t('investorType.type')}
          placeholder={t('form.choose')}
          options={investorTypes.map((value) => ({
            value,
            label: t(`investorType.typeOptions.${value}`),
          }))}
          registration={register('investorType')}
          error={errors.investorType}
        />
        {isPrivate && (
          <>
            <ChoiceGroup
              legend={t('investorType.incomeBracket')}
              hint={t('investorType.incomeBracketHint')}
              registration={register('incomeBracket')}
              options={settings.incomeBrackets.map((range) => ({
                value: String(range.bracket),
                label: bracketLabel(range),
              }))}
              error={errors.incomeBracket}
            />
            <CheckboxField
              label={t('investorType.accountantConfirmation')}
              registration={register('accountantConfirmation')}
              error={errors.accountantConfirmation}
            />
            {cap !== null && !watch('accountantConfirmation') && (
              <p className="profile-note" data-testid="without-accountant-cap">
                {t('investorType.withoutAccountant', {
                  cap: formatMoney({ minor: cap, currency: 'ILS' }, locale),
                })}
              </p>
            )}
          </>
        )}
        {type && !isPrivate && (
          <p className="profile-note" data-testid="type-proof-note">
            {t('investorType.proofNote')}
          </p>
        )}
        <SectionStatus saved={saved} failure={failure} />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('form.save')}
        </button>
      </form>

      {declared && declared !== 'private' && (
        <dl className="profile-facts" data-testid="type-verification">
          <dt>{t('investorType.verification')}</dt>
          <dd>{t(`investorType.verificationStates.${verification}`)}</dd>
          <dt>{t('investorType.effective')}</dt>
          <dd>{t(`investorType.typeOptions.${effective}`)}</dd>
          {reason && verification === 'rejected' && (
            <>
              <dt>{t('investorType.reason')}</dt>
              <dd>{reason}</dd>
            </>
          )}
        </dl>
      )}

      {isPrivate && watch('accountantConfirmation') && (
        <UploadSlot kind="accountant-confirmation" />
      )}
      {type && !isPrivate && <UploadSlot kind="type-proof" />}
    </div>
  )
}

function UploadSlot({ kind }: { kind: 'accountant-confirmation' | 'type-proof' }) {
  const t = useTranslations('Profile')
  const { view } = useProfile()
  const name = t(`documents.kinds.${kind}`)
  return (
    <section className="document-slot" aria-labelledby={`document-${kind}`}>
      <h3 id={`document-${kind}`}>{name}</h3>
      <DocumentList documents={view.documents} kind={kind} />
      <DocumentUpload
        kind={kind}
        label={t('documents.chooseFile', { document: name })}
        hint={t(`documents.hints.${kind}`)}
      />
    </section>
  )
}
