/**
 * A validation or error message in the admin user's language (Hebrew or English). Takes Payload's
 * request, or anything with its `i18n`.
 */
export function adminMessage(
  req: { i18n?: { language?: string } | undefined } | undefined,
  text: { he: string; en: string },
) {
  return req?.i18n?.language === 'he' ? text.he : text.en
}
