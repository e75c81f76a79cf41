import type { Field } from 'payload'

import { defaultCompanyRaiseShekels } from '@/domain/companies/company-raise-limits'

const figure = (
  name: keyof typeof defaultCompanyRaiseShekels,
  label: { en: string; he: string },
  description: { en: string; he: string },
): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  defaultValue: defaultCompanyRaiseShekels[name],
  label: { en: `${label.en} (NIS)`, he: `${label.he} (ש"ח)` },
  admin: { description },
})

/**
 * A period's maximum raise per company in 12 months (domain notes), whole shekels like the rest
 * of the period. Read by `readCompanyRaiseLimits` and the rule in `src/domain/companies/max-raise.ts`.
 */
export const companyRaiseField: Field = {
  name: 'companyRaise',
  type: 'group',
  label: {
    en: 'Maximum raise per company in 12 months',
    he: 'גיוס מרבי לחברה ב-12 חודשים',
  },
  admin: {
    description: {
      en: 'A company may raise the base maximum in 12 months; a project adds each addition it qualifies for, up to the overall ceiling. Earlier raises of the company in the 12 months count against it.',
      he: 'חברה רשאית לגייס את הסכום הבסיסי ב-12 חודשים; פרויקט מוסיף כל תוספת שהוא זכאי לה, עד התקרה הכוללת. גיוסים קודמים של החברה ב-12 החודשים נספרים במסגרתה.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        figure(
          'baseMaximum',
          { en: 'Base maximum', he: 'סכום בסיסי' },
          { en: 'Without any addition.', he: 'ללא תוספות.' },
        ),
        figure(
          'innovationReportAddition',
          { en: 'Addition with an innovation report', he: 'תוספת עם דוח חדשנות' },
          {
            en: 'When the project has an Innovation Authority or SME Agency report.',
            he: 'כאשר לפרויקט דוח של רשות החדשנות או של הסוכנות לעסקים קטנים ובינוניים.',
          },
        ),
        figure(
          'leadingInvestorAddition',
          { en: 'Addition with a leading investor', he: 'תוספת עם משקיע מוביל' },
          {
            en: 'When a leading investor takes part in the project.',
            he: 'כאשר משקיע מוביל משתתף בפרויקט.',
          },
        ),
        figure(
          'ceiling',
          { en: 'Overall ceiling', he: 'תקרה כוללת' },
          {
            en: 'The most in 12 months, whatever the additions add up to.',
            he: 'הסכום המרבי ב-12 חודשים, יהיו התוספות אשר יהיו.',
          },
        ),
      ],
    },
  ],
}
