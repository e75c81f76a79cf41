import type { Payload } from 'payload'

import { demoContactInfo } from '@/seed-data/demo-contact-info'

const context = { disableRevalidate: true }

/** Demo contact details in both languages; kept as they are once an editor has filled them in. */
export async function seedContactInfo(payload: Payload): Promise<void> {
  const existing = await payload.findGlobal({ slug: 'contact-info', locale: 'he', depth: 0 })
  if (existing.address) return
  const { he, en, ...shared } = demoContactInfo
  await payload.updateGlobal({
    slug: 'contact-info',
    locale: 'he',
    context,
    data: { ...he, ...shared },
  })
  await payload.updateGlobal({ slug: 'contact-info', locale: 'en', context, data: en })
}
