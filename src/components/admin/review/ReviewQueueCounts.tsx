import type { ListViewServerProps, Where } from 'payload'

import { kycStatusOptions } from '@/collections/InvestorProfiles/options'

import { labelIn, reviewTexts } from './review-texts'

/** `{ a: { equals: 1 } }` as the admin's list reads it: `where[a][equals]=1`. */
export function whereParams(value: unknown, prefix: string): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]]
  return Object.entries(value).flatMap(([key, inner]) => whereParams(inner, `${prefix}[${key}]`))
}

/**
 * Above the review queue: how many investors wait in each state, and the flags compliance looks
 * at (US persons, politically exposed, shared ID numbers, types to verify), each a link to that
 * part of the list. Counted as the staff member, through access control.
 */
export async function ReviewQueueCounts({ payload, user, i18n }: ListViewServerProps) {
  const { t, locale } = reviewTexts(i18n.language)
  const count = async (where: Where) =>
    (
      await payload.count({
        collection: 'investor-profiles',
        where,
        overrideAccess: false,
        user,
      })
    ).totalDocs
  const link = (where: Where) =>
    `/admin/collections/investor-profiles?${new URLSearchParams(whereParams(where, 'where'))}`
  const states = await Promise.all(
    kycStatusOptions.map(async (option) => {
      const where = { kycStatus: { equals: option.value } }
      return {
        value: option.value,
        label: labelIn(option.label, locale),
        where,
        total: await count(where),
      }
    }),
  )
  const flags: { key: 'usPersons' | 'publicOffice' | 'duplicates' | 'typeClaims'; where: Where }[] =
    [
      { key: 'usPersons', where: { usPerson: { equals: true } } },
      { key: 'publicOffice', where: { publicOffice: { equals: true } } },
      { key: 'duplicates', where: { duplicateIdentity: { equals: true } } },
      {
        key: 'typeClaims',
        where: {
          and: [{ typeVerification: { equals: 'unverified' } }, { investorType: { exists: true } }],
        },
      },
    ]
  const flagCounts = await Promise.all(
    flags.map(async (flag) => ({ ...flag, total: await count(flag.where) })),
  )
  return (
    <nav className="review-queue" aria-label={t('queueTitle')}>
      <ul>
        {states.map((state) => (
          <li key={state.value}>
            <a href={link(state.where)}>
              {state.label} <strong>{state.total}</strong>
            </a>
          </li>
        ))}
      </ul>
      <ul aria-label={t('flags')}>
        {flagCounts.map((flag) => (
          <li key={flag.key}>
            <a href={link(flag.where)}>
              {t(flag.key)} <strong>{flag.total}</strong>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
