import type { APIRequestContext } from '@playwright/test'

import { createDemoPdf } from '@/seed-data/demo-pdf'

import { registerViaApi, uniqueEmail, withDatabase } from './accounts-support'

/**
 * A company account, its e-mail confirmed, made as a registered account turned into a company's
 * (the company registration's own screens are another branch's).
 */
export async function companyAccount(
  request: APIRequestContext,
  lng: 'he' | 'en',
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(`company-${lng}`)
  const id = await registerViaApi(request, { email, locale: lng, name: 'Acme Technologies' })
  await withDatabase((db) =>
    db.query(`update investors set email_verified = true, account_kind = 'company' where id = $1`, [
      id,
    ]),
  )
  return { id, email }
}

/** Tomorrow on Israel's calendar, 'YYYY-MM-DD' (the first day an incorporation date refuses). */
export function tomorrowInIsrael(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const today = new Date(`${parts}T12:00:00Z`)
  today.setUTCDate(today.getUTCDate() + 1)
  return today.toISOString().slice(0, 10)
}

/** A small PDF that the server's checks take, named `name`. */
/** A one-page PDF (the review shows its page as a picture drawn on the server). */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: createDemoPdf([name]),
})

/** An HTML page renamed .pdf: the server reads the bytes and refuses it. */
export const htmlAsPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
})
