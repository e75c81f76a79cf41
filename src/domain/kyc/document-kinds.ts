/** What an investor's file is; identity kinds are part of the identity check. */
export const documentKinds = [
  { value: 'id-card', label: { en: 'ID card', he: 'תעודת זהות' }, identity: true },
  { value: 'id-appendix', label: { en: 'ID card appendix', he: 'ספח תעודת זהות' }, identity: true },
  { value: 'passport', label: { en: 'Passport', he: 'דרכון' }, identity: true },
  {
    value: 'selfie',
    label: { en: 'Photo holding the document', he: 'צילום עם המסמך' },
    identity: true,
  },
  {
    value: 'type-proof',
    label: { en: 'Proof of investor type', he: 'אסמכתה לסוג משקיע' },
    identity: false,
  },
  {
    value: 'accountant-confirmation',
    label: { en: "Accountant's confirmation", he: 'אישור רואה חשבון' },
    identity: false,
  },
  {
    value: 'leader-request',
    label: { en: 'Leader request attachment', he: 'נספח לבקשת משקיע מוביל' },
    identity: false,
  },
  { value: 'avatar', label: { en: 'Profile picture', he: 'תמונת פרופיל' }, identity: false },
] as const

export type DocumentKind = (typeof documentKinds)[number]['value']

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  documentKinds.some((kind) => kind.value === value)
