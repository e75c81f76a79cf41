import type { PayloadRequest } from 'payload'

/** A validation or error message in the admin user's language (Hebrew or English). */
export function adminMessage(
  req: Pick<PayloadRequest, 'i18n'> | undefined,
  text: { he: string; en: string },
) {
  return req?.i18n?.language === 'he' ? text.he : text.en
}
