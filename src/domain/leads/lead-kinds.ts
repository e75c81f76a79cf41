/**
 * The three lead forms. `type` is what the spec calls the request's type; `formName` is the name
 * the marketing team knows the form by.
 */
export const leadTypes = ['general', 'timeout', 'contacts'] as const
export type LeadType = (typeof leadTypes)[number]

export const leadFormNames: Record<LeadType, string> = {
  general: 'FooterForm',
  timeout: 'TimeoutForm',
  contacts: 'ContactsForm',
}

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === 'string' && (leadTypes as readonly string[]).includes(value)
}
