import type { ArrayField, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor } from '@/access/is-staff'
import { linkHrefField } from '@/fields/link-href'
import { cacheTags } from '@/domain/cache-tags'
import { expireTag } from '@/hooks/revalidate'

export function linkList(name: string, label: { en: string; he: string }): ArrayField {
  return {
    name,
    type: 'array',
    label,
    labels: {
      singular: { en: 'Link', he: 'קישור' },
      plural: { en: 'Links', he: 'קישורים' },
    },
    fields: [
      {
        name: 'label',
        type: 'text',
        required: true,
        localized: true,
        label: { en: 'Label', he: 'תווית' },
      },
      linkHrefField(),
    ],
  }
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, req }) => {
  expireTag(req, cacheTags.global(global.slug))
  return doc
}

/** Top navigation and the sidebar (which adds the legal links on small screens). */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { en: 'Navigation', he: 'ניווט' },
  admin: { group: { en: 'Site', he: 'אתר' } },
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    linkList('mainItems', { en: 'Top navigation', he: 'ניווט עליון' }),
    linkList('legalItems', {
      en: 'Legal links (sidebar on small screens)',
      he: 'קישורים משפטיים (תפריט צד במסכים קטנים)',
    }),
  ],
}
