import type { Payload } from 'payload'

const context = { disableRevalidate: true }

export const demoLeadRecipients = 'leads@example.com'

/** Demo contact details in both languages; kept as they are once an editor has filled them in. */
export async function seedContactInfo(payload: Payload): Promise<void> {
  const existing = await payload.findGlobal({ slug: 'contact-info', locale: 'he', depth: 0 })
  if (existing.address) return
  await payload.updateGlobal({
    slug: 'contact-info',
    locale: 'he',
    context,
    data: {
      address: 'רחוב רוטשילד 22, תל אביב-יפו 6688218',
      phone: '+972-3-555-0123',
      email: 'info@example.com',
      hours: 'ימים א׳–ה׳, 9:00–18:00',
      leadRecipients: demoLeadRecipients,
    },
  })
  await payload.updateGlobal({
    slug: 'contact-info',
    locale: 'en',
    context,
    data: {
      address: '22 Rothschild Blvd, Tel Aviv-Yafo 6688218, Israel',
      hours: 'Sunday to Thursday, 9:00–18:00',
    },
  })
}
