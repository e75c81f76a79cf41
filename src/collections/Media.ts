import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor } from '@/access/is-staff'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Public images and videos of the site (project covers, galleries, team photos, post covers).
 * Images are resized by sharp into the sizes the pages use; alt text is required in both languages
 * (the Hebrew and English pages each read their own).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media file', he: 'קובץ מדיה' }, plural: { en: 'Media', he: 'מדיה' } },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
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
  ],
}
