import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor } from '@/access/is-staff'
import { adminMessage } from '@/domain/admin-message'
import { defaultLocale, isLocale, locales } from '@/i18n/locales'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Public images and videos of the site (project covers, galleries, team photos, post covers).
 * Images are resized by sharp into the sizes the pages use; alt text is required in both languages
 * (the Hebrew and English pages each read their own). Payload's `required` holds only for the
 * language being saved, so an upload also asks for the other language's text
 * (`altInOtherLanguage`, kept nowhere itself) and stores it there; from then on each language's
 * alt text is required whenever that language is edited.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media file', he: 'קובץ מדיה' }, plural: { en: 'Media', he: 'מדיה' } },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'credit', 'mimeType', 'updatedAt'],
    group: { en: 'Content', he: 'תוכן' },
  },
  access: {
    read: anyone,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  upload: {
    staticDir: 'media/public',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm'],
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: webp },
      { name: 'card', width: 640, height: 400, position: 'centre', formatOptions: webp },
      { name: 'wide', width: 1600, withoutEnlargement: true, formatOptions: webp },
    ],
    formatOptions: webp,
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // Anyone may read these files, so browsers (an hour) and a shared cache in front of the site
    // (our response cache, at most RESPONSE_CACHE_SECONDS, or a CDN) may keep them.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=3600, s-maxage=3600')
      return headers
    },
  },
  hooks: {
    afterChange: [
      async ({ data, doc, operation, req }) => {
        const text = (data as { altInOtherLanguage?: string }).altInOtherLanguage?.trim()
        if (operation !== 'create' || !text) return doc
        const other = locales.find((code) => code !== savedLocale(req.locale))
        await req.payload.update({
          collection: 'media',
          id: doc.id,
          locale: other,
          data: { alt: text },
          req,
        })
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Alternative text', he: 'טקסט חלופי' },
      admin: {
        description: {
          en: 'What the image shows, for people who cannot see it. Required in both languages.',
          he: 'מה מופיע בתמונה, עבור מי שאינו רואה אותה. חובה בשתי השפות.',
        },
      },
    },
    {
      name: 'altInOtherLanguage',
      type: 'text',
      virtual: true,
      label: {
        en: 'Alternative text in the other language',
        he: 'טקסט חלופי בשפה השנייה',
      },
      admin: {
        // Payload shows a field it does not store as read-only unless told otherwise.
        readOnly: false,
        condition: (_data, _sibling, { operation }) => operation === 'create',
        description: {
          en: 'In Hebrew when you upload in English, in English when you upload in Hebrew.',
          he: 'באנגלית כשמעלים בעברית, בעברית כשמעלים באנגלית.',
        },
      },
      validate: ((value, { operation, req }) =>
        operation !== 'create' ||
        Boolean(value?.trim()) ||
        adminMessage(req, {
          he: 'נדרש טקסט חלופי גם בשפה השנייה',
          en: 'Alternative text is needed in the other language too',
        })) satisfies TextFieldSingleValidation,
    },
    {
      // Free licences ask for the author's name and the licence alongside the picture.
      name: 'credit',
      type: 'text',
      label: { en: 'Credit', he: 'קרדיט' },
      admin: {
        description: {
          en: 'Who made the picture and where it came from, when its licence asks for a credit.',
          he: 'מי יצר את התמונה ומאין היא, כשהרישיון שלה מחייב קרדיט.',
        },
      },
    },
    {
      name: 'licence',
      type: 'text',
      label: { en: 'Licence', he: 'רישיון' },
      admin: {
        description: {
          en: 'For example CC BY 4.0; empty for pictures the company owns.',
          he: 'למשל CC BY 4.0; ריק לתמונות שבבעלות החברה.',
        },
      },
    },
  ],
}

/** The language a save was made in (the default when a request names none or all). */
function savedLocale(locale: string | undefined) {
  return isLocale(locale) ? locale : defaultLocale
}
