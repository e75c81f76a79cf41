import type { TextField } from 'payload'

import { adminMessage } from '@/domain/admin-message'

/** A unique URL segment: lowercase Latin letters, digits and hyphens (`/projects/{alias}`). */
export function slugField(name = 'slug', label = { en: 'Slug', he: 'מזהה בכתובת' }): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    label,
    admin: { position: 'sidebar' },
    validate: (value: string | null | undefined, { req }) =>
      (value && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) ||
      adminMessage(req, {
        he: 'אותיות לטיניות קטנות, ספרות ומקף בלבד',
        en: 'Lowercase Latin letters, digits and hyphens only',
      }),
  }
}
