import type { TextField } from 'payload'

import { isSafeRedirectTarget } from '@/domain/redirect-target'

import { adminMessage } from '@/domain/admin-message'

/**
 * A link target: a local path (`/policy/privacy`), a modal hash (`#login`, `#register-company`) or
 * an https URL.
 */
export function isAllowedHref(value: string): boolean {
  if (/^#[a-z]+(?:-[a-z]+)*$/.test(value)) return true
  if (isSafeRedirectTarget(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Why a link value is refused, or null when it is accepted. An empty value is fine when the
 * field is optional (a hero without a button); only a non-empty value must be a safe target.
 */
export function hrefProblem(
  value: string | null | undefined,
  required: boolean,
): 'empty' | 'invalid' | null {
  if (!value) return required ? 'empty' : null
  return isAllowedHref(value) ? null : 'invalid'
}

export function linkHrefField(name = 'href', { required = true } = {}): TextField {
  return {
    name,
    type: 'text',
    required,
    label: { en: 'Link', he: 'קישור' },
    admin: {
      description: {
        en: 'A site path such as /contacts, #login, or an https:// address',
        he: 'נתיב באתר כמו ‎/contacts, ‎#login, או כתובת https://',
      },
    },
    // Payload passes the field's own `required`, so a copy made optional (`required: false`)
    // accepts an empty value.
    validate: (value: string | null | undefined, { req, required: isRequired }) => {
      const problem = hrefProblem(value, Boolean(isRequired))
      if (!problem) return true
      if (problem === 'empty')
        return adminMessage(req, { he: 'שדה חובה', en: 'This field is required' })
      return adminMessage(req, {
        he: 'יש להזין נתיב באתר, ‎#שם חלון, או כתובת https',
        en: 'Enter a site path, a #modal name, or an https address',
      })
    },
  }
}
