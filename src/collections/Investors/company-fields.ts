import type { Field, TextField } from 'payload'

import { isValidCompanyNumber } from '@/domain/identity/company-number'
import { adminMessage } from '@/domain/admin-message'

const onCompanyAccounts = (data: Partial<{ accountKind: string }> | undefined) =>
  data?.accountKind === 'company'

const companyNumberField: TextField = {
  name: 'companyNumber',
  type: 'text',
  // Not unique: a company may open a new account when its contact person changes. Its raises are
  // counted by this number, across its accounts.
  index: true,
  label: { en: 'Company number', he: 'מספר חברה' },
  validate: (value: string | null | undefined, { req }) =>
    !value ||
    isValidCompanyNumber(value) ||
    adminMessage(req, {
      en: 'Not a valid company number (9 digits, starting with 5)',
      he: 'מספר חברה אינו תקין (9 ספרות, מתחיל ב-5)',
    }),
  admin: {
    readOnly: true,
    condition: onCompanyAccounts,
    description: {
      en: "The registrar's number, 9 digits; its check digit was verified at registration.",
      he: 'המספר ברשם החברות, 9 ספרות; ספרת הביקורת נבדקה בהרשמה.',
    },
  },
}

/**
 * A capital-raising company's own details, as it registered them (the account's `name` is its
 * contact person). Read-only in the admin: the company number is what the company's raise limits
 * are counted by, so a correction is a deliberate change (support, with the registrar's extract),
 * not a stray edit.
 */
export const companyFields: Field[] = [
  {
    type: 'row',
    admin: { condition: onCompanyAccounts },
    fields: [
      {
        name: 'companyName',
        type: 'text',
        label: { en: 'Company name', he: 'שם החברה' },
        admin: {
          readOnly: true,
          condition: onCompanyAccounts,
          description: { en: 'As the company registered it.', he: 'כפי שהחברה נרשמה.' },
        },
      },
      companyNumberField,
    ],
  },
]
