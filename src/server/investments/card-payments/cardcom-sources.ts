/**
 * Where each Cardcom field and rule in `cardcom-card-gateway.ts` and `cardcom-values.ts` comes
 * from: the tags in their comments name these documents. docs/providers/cardcom.md lists what we
 * assumed where they are silent; docs/providers/cardcom-v11.openapi.json is our trimmed copy of
 * the published description.
 */
export const cardcomSources = {
  /** Cardcom's published OpenAPI 3.0 description of API v11. */
  SPEC: 'https://secure.cardcom.solutions/swagger/v11/swagger.json',
  /** "Creating a payment page & sending a request to retrieve transaction details". */
  'DOC-LP': 'https://cardcomapi.zendesk.com/hc/he/articles/28448202810514',
  /** "Token Charging / … Do Transaction". */
  'DOC-TX': 'https://cardcomapi.zendesk.com/hc/he/articles/28452352778770',
  /** Legacy "How to Avoid double charges" (UniqAsmachta: 25 characters, J2 = 701, J5 = 700). */
  'DOC-DUP':
    'https://support.cardcom.solutions/hc/he/articles/4409682268434-How-to-Avoid-double-charges',
  /** Legacy "Interface for canceling an existing transaction" (5111: cancelled already). */
  'DOC-CANCEL':
    'https://support.cardcom.solutions/hc/he/articles/5351586556434-Interface-for-canceling-an-existing-transaction',
  /** Cardcom's own sample backend (JSON to /api/v11/LowProfile/create, terminal 1000). */
  'CC-OF': 'https://github.com/CardCom/OpenFields-Backend-Node',
} as const

export type CardcomSource = keyof typeof cardcomSources
