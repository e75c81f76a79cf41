import type { Payload } from 'payload'

import { demoBankDetails, demoTransferDays } from '@/seed-data/demo-payment-settings'

const context = { disableRevalidate: true }

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
    data: { bank: { ...he, ...numbers }, transferDays: demoTransferDays },
  })
  await payload.updateGlobal({
    slug: 'payment-settings',
    locale: 'en',
    context,
    data: { bank: { ...en, ...numbers } },
  })
}
