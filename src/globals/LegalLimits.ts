import type { ArrayFieldValidation, GlobalConfig } from 'payload'

import { isAdminOrCompliance } from '@/access/staff-roles'
import { anyone } from '@/access/anyone'
import { percentToBasisPoints } from '@/domain/money'
import { adminMessage } from '@/domain/admin-message'
import { validateLegalLimitsPeriod, type LegalLimitsProblem } from '@/domain/investors/legal-limits'
import { periodFromConfig, type LegalLimitsPeriodRow } from '@/domain/investors/legal-limits-config'
import {
  companyRaiseLimitsFromConfig,
  validateCompanyRaiseLimits,
  type CompanyRaiseLimitsRow,
  type CompanyRaiseProblem,
} from '@/domain/companies/company-raise-limits'
import { forgetSettingsAfterChange } from '@/server/for-payload-config'

import { companyRaiseField } from './legal-limits-company-raise'

const shekels = (en: string, he: string) => ({ en: `${en} (NIS)`, he: `${he} (ש"ח)` })

const problemTexts: Record<LegalLimitsProblem | CompanyRaiseProblem, { en: string; he: string }> = {
  effectiveFromInvalid: { en: 'a date is not YYYY-MM-DD', he: 'תאריך אינו בתבנית YYYY-MM-DD' },
  bracketMissing: { en: 'four brackets are needed', he: 'נדרשות ארבע מדרגות' },
  bracketDuplicated: { en: 'a bracket appears twice', he: 'מדרגה מופיעה פעמיים' },
  bracketNumberInvalid: { en: 'there are more than four brackets', he: 'יש יותר מארבע מדרגות' },
  bracketsNotStartingAtZero: {
    en: 'the first bracket must start at 0',
    he: 'המדרגה הראשונה חייבת להתחיל ב-0',
  },
  bracketRangeInvalid: { en: 'a bracket ends below its start', he: 'מדרגה מסתיימת מתחת לתחילתה' },
  bracketsNotContiguous: { en: 'brackets must rise in order', he: 'המדרגות חייבות לעלות לפי הסדר' },
  lastBracketNotOpenEnded: {
    en: 'only the last bracket has no upper limit',
    he: 'רק למדרגה האחרונה אין גבול עליון',
  },
  amountInvalid: {
    en: 'amounts must be whole non-negative numbers',
    he: 'סכומים חייבים להיות מספרים שלמים אי-שליליים',
  },
  percentInvalid: { en: 'a percentage must be 0 to 100', he: 'אחוז חייב להיות בין 0 ל-100' },
  companyAmountInvalid: {
    en: "a company's raise figures must be whole non-negative numbers",
    he: 'סכומי הגיוס של חברה חייבים להיות מספרים שלמים אי-שליליים',
  },
  companyCeilingBelowBase: {
    en: "a company's overall ceiling cannot be below its base maximum",
    he: 'התקרה הכוללת של חברה אינה יכולה להיות נמוכה מהסכום הבסיסי',
  },
}

/** Each period read as the caps will read it; problems named in the editor's language. */
const validatePeriods: ArrayFieldValidation = (value, { req }) => {
  const language = req.i18n?.language === 'he' ? 'he' : 'en'
  const problems = new Set(
    ((value ?? []) as (LegalLimitsPeriodRow & CompanyRaiseLimitsRow)[]).flatMap((row) => [
      ...validateLegalLimitsPeriod(periodFromConfig(row)),
      ...validateCompanyRaiseLimits(companyRaiseLimitsFromConfig(row)),
    ]),
  )
  if (problems.size === 0) return true
  return [...problems].map((problem) => problemTexts[problem][language]).join('; ')
}

/**
 * The regulation's figures as dated configuration (spec 9, domain notes): the income brackets of
 * private investors and their caps, the cap without an accountant's confirmation, and the maximum
 * a company may raise in 12 months. Compliance
 * adds a period when the indexed figures change; a period applies from its date (Israel time)
 * until the next one. Figures are whole shekels here and agorot everywhere they are used.
 */
export const LegalLimits: GlobalConfig = {
  slug: 'legal-limits',
  label: { en: 'Legal limits', he: 'מגבלות חוקיות' },
  admin: {
    group: { en: 'Compliance', he: 'ציות' },
    description: {
      en: 'Each period applies from its date until the next period. Changes are kept in the version history.',
      he: 'כל תקופה חלה מתאריך תחילתה ועד התקופה הבאה. השינויים נשמרים בהיסטוריית הגרסאות.',
    },
  },
  // The caps are published regulation: the invest page shows them to visitors.
  access: { read: anyone, update: isAdminOrCompliance },
  hooks: { afterChange: [forgetSettingsAfterChange] },
  versions: { max: 100 },
  fields: [
    {
      name: 'periods',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Periods', he: 'תקופות' },
      labels: {
        singular: { en: 'Period', he: 'תקופה' },
        plural: { en: 'Periods', he: 'תקופות' },
      },
      validate: validatePeriods,
      fields: [
        {
          name: 'effectiveFrom',
          type: 'text',
          required: true,
          label: { en: 'In force from (YYYY-MM-DD)', he: 'בתוקף מתאריך (YYYY-MM-DD)' },
          validate: (value: unknown) =>
            typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : 'YYYY-MM-DD',
        },
        {
          name: 'withoutAccountantAnnualCap',
          type: 'number',
          required: true,
          min: 0,
          label: shekels(
            "Yearly cap without an accountant's confirmation",
            'תקרה שנתית ללא אישור רואה חשבון',
          ),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'angelMaxOfferees',
              type: 'number',
              required: true,
              min: 1,
              defaultValue: 35,
              label: {
                en: 'Angel campaign: most investors',
                he: "קמפיין אנג'לים: מספר משקיעים מרבי",
              },
            },
            {
              name: 'angelMinimumInvestmentUsd',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: 15_000,
              label: {
                en: 'Angel campaign: least investment (USD)',
                he: "קמפיין אנג'לים: השקעה מזערית (דולר)",
              },
            },
            {
              name: 'cardFeePercent',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              defaultValue: 2.5,
              label: { en: 'Card clearing fee (%)', he: 'עמלת סליקה בכרטיס (%)' },
              validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) =>
                (typeof value === 'number' && Number.isFinite(percentToBasisPoints(value))) ||
                adminMessage(req, {
                  en: 'A percentage with at most two decimals',
                  he: 'אחוז עם עד שתי ספרות אחרי הנקודה',
                }),
              admin: {
                step: 0.01,
                description: {
                  en: 'Added to a card payment; a bank transfer has no fee.',
                  he: 'מתווספת לתשלום בכרטיס; בהעברה בנקאית אין עמלה.',
                },
              },
            },
          ],
        },
        companyRaiseField,
        {
          name: 'incomeBrackets',
          type: 'array',
          required: true,
          minRows: 4,
          maxRows: 4,
          label: {
            en: 'Income brackets of private investors',
            he: 'מדרגות הכנסה של משקיעים פרטיים',
          },
          labels: {
            singular: { en: 'Income bracket', he: 'מדרגת הכנסה' },
            plural: { en: 'Income brackets', he: 'מדרגות הכנסה' },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'incomeTo',
                  type: 'number',
                  min: 0,
                  label: shekels(
                    'Yearly income up to (empty: no limit)',
                    'הכנסה שנתית עד (ריק: ללא הגבלה)',
                  ),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'perOfferCap',
                  type: 'number',
                  min: 0,
                  label: shekels('Cap per offer (empty: none)', 'תקרה להצעה (ריק: ללא)'),
                },
                {
                  name: 'annualCap',
                  type: 'number',
                  min: 0,
                  label: shekels('Cap in 12 months (empty: none)', 'תקרה ל-12 חודשים (ריק: ללא)'),
                },
                {
                  name: 'percentOfIncome',
                  type: 'number',
                  min: 0,
                  max: 100,
                  label: {
                    en: '% of income (the lesser applies)',
                    he: '% מההכנסה (הנמוך מביניהם חל)',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
