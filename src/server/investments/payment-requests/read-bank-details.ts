import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

/** Where the investor transfers the money: the platform's trust account (spec 3). */
export type BankDetails = {
  bankName: string
  bankNumber: string
  branchNumber: string
  accountNumber: string
  beneficiary: string
}

const fields = ['bankName', 'bankNumber', 'branchNumber', 'accountNumber', 'beneficiary'] as const

/**
 * The bank details of the *Payment settings* global in `locale` (bank and beneficiary are
 * translated; the other language fills in a missing translation). The global is staff's only, so
 * the server reads it with access control off. Until an administrator has filled every field,
 * bank transfers cannot be offered: `BANK_DETAILS_MISSING` (503), never a request with blanks.
 */
export async function readBankDetails(
  payload: Payload,
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<BankDetails> {
  const settings = await readSettingsGlobal(payload, 'payment-settings', { locale, req })
  const bank = settings.bank ?? {}
  const details = Object.fromEntries(
    fields.map((field) => [field, (bank[field] ?? '').trim()]),
  ) as BankDetails
  if (fields.some((field) => details[field] === '')) throw new AppError('BANK_DETAILS_MISSING')
  return details
}
