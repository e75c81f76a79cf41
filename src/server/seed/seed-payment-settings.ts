import type { Payload } from 'payload'

const context = { disableRevalidate: true }

/** Obviously fictitious: no one must ever transfer money to the demo's account. */
export const demoBankDetails = {
  he: { bankName: 'בנק לדוגמה בע"מ', beneficiary: 'חשבון נאמנות לדוגמה' },
  en: { bankName: 'Demo Bank Ltd', beneficiary: 'Demo Trust Account' },
  bankNumber: '99',
  branchNumber: '999',
  accountNumber: '000000000',
}

/**
 * Demo bank details for payment requests (the *Payment settings* global), in both languages; kept
 * as they are once an administrator has filled them in.
 */
export async function seedPaymentSettings(payload: Payload): Promise<void> {
  const existing = await payload.findGlobal({ slug: 'payment-settings', locale: 'he', depth: 0 })
  if (existing.bank?.accountNumber) return
  const { he, en, ...numbers } = demoBankDetails
  await payload.updateGlobal({
    slug: 'payment-settings',
    locale: 'he',
    context,
    data: { bank: { ...he, ...numbers }, transferDays: 5 },
  })
  await payload.updateGlobal({
    slug: 'payment-settings',
    locale: 'en',
    context,
    data: { bank: { ...en, ...numbers } },
  })
}
