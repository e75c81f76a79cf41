import type { TextField } from 'payload'

import { isSafeRedirectTarget } from '@/domain/redirect-target'

import { adminMessage } from './admin-message'

/** A link target: a local path (`/policy/privacy`), a modal hash (`#login`) or an https URL. */
export function isAllowedHref(value: string): boolean {
  if (/^#[a-z]+$/.test(value)) return true
  if (isSafeRedirectTarget(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

export function linkHrefField(name = 'href'): TextField {
  return {
    name,
    type: 'text',
    required: true,
    label: { en: 'Link', he: 'קישור' },
    admin: {
      description: {
        en: 'A site path such as /contacts, #login, or an https:// address',
        he: 'נתיב באתר כמו ‎/contacts, ‎#login, או כתובת https://',
      },
    },
    validate: (value: string | null | undefined, { req }) => {
      if (value && isAllowedHref(value)) return true
      return adminMessage(req, {
        he: 'יש להזין נתיב באתר, ‎#שם חלון, או כתובת https',
        en: 'Enter a site path, a #modal name, or an https address',
      })
    },
  }
}
