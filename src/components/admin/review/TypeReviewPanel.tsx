import type { UIFieldServerProps } from 'payload'

import {
  investorTypeOptions,
  typeVerificationOptions,
} from '@/collections/InvestorProfiles/options'
import type { InvestorProfile } from '@/payload-types'

import { ReviewDecision } from './ReviewDecision'
import { decisionTexts, labelIn, reviewTexts } from './review-texts'

type Labelled = { value: string; label: { en: string; he: string } }
const labelOf = (options: readonly Labelled[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label

/** Verifying the declared investor type, apart from the identity check (spec 6). */
export function TypeReviewPanel({ data, id, i18n }: UIFieldServerProps) {
  if (!id) return null
  const profile = data as InvestorProfile
  const { t, locale } = reviewTexts(i18n.language)
  if (!profile.investorType) return <p>{t('typeNotDeclared')}</p>
  return (
    <div className="identity-review">
      <h3>{t('typeTitle')}</h3>
      <p>
        {t('declared', {
          type: labelIn(labelOf(investorTypeOptions, profile.investorType), locale),
        })}
        {' · '}
        {labelIn(labelOf(typeVerificationOptions, profile.typeVerification), locale)}
      </p>
      <ReviewDecision
        route="type"
        id={Number(id)}
        choices={[
          { value: 'verify', label: t('verify') },
          { value: 'reject', label: t('reject') },
        ]}
        texts={decisionTexts(t)}
      />
    </div>
  )
}
