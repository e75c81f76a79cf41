import type { NumberField } from 'payload'

import { isMinorUnits } from '@/domain/money'

import { adminMessage } from '@/domain/admin-message'

type Label = { en: string; he: string }

/**
 * An amount in integer minor units (agorot or cents) of the document's `currency` field. The admin
 * shows and takes it in major units through `MoneyInput`.
 */
export function moneyField(
  name: string,
  label: Label,
  options: { required?: boolean; defaultMinor?: number; description?: Label } = {},
): NumberField {
  return {
    name,
    type: 'number',
    label,
    required: options.required ?? false,
    ...(options.defaultMinor === undefined ? {} : { defaultValue: options.defaultMinor }),
    admin: {
      components: { Field: '@/components/admin/MoneyInput#MoneyInput' },
      ...(options.description ? { description: options.description } : {}),
    },
    validate: (value: number | null | undefined, { req, required }) => {
      if (value === null || value === undefined) {
        return required ? adminMessage(req, { he: 'שדה חובה', en: 'This field is required' }) : true
      }
      return (
        isMinorUnits(value) ||
        adminMessage(req, {
          he: 'סכום חיובי, עד שתי ספרות אחרי הנקודה',
          en: 'A positive amount with at most two decimals',
        })
      )
    },
  }
}
