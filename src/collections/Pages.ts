import type { CollectionConfig, PayloadRequest } from 'payload'

import { isContentEditor, isStaff } from '@/access/is-staff'
import { CallToActionBlock } from '@/blocks/CallToActionBlock'
import { FaqBlock } from '@/blocks/FaqBlock'
import { HeroBlock } from '@/blocks/HeroBlock'
import { LogosBlock } from '@/blocks/LogosBlock'
import { StatsBlock } from '@/blocks/StatsBlock'
import { StepsBlock } from '@/blocks/StepsBlock'
import { TeamBlock } from '@/blocks/TeamBlock'
import { adminMessage } from '@/domain/admin-message'
import { RichTextBlock } from '@/blocks/RichTextBlock'
import { publishedOrStaff } from '@/access/published-or-staff'
import { pathsForPageSlug } from '@/domain/site-pages'
import { cacheTags } from '@/domain/cache-tags'
import { expireTagOnChange } from '@/hooks/revalidate'
import { livePreviewBreakpoints, livePreviewUrl, previewPath } from '@/server/for-payload-config'

const pagePath = (slug: unknown) => pathsForPageSlug(String(slug))[0] ?? '/'

/** Content pages (how it works, policies, marketing pages); their site paths are in `domain/site-pages`. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', he: 'עמוד' }, plural: { en: 'Pages', he: 'עמודים' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { en: 'Content', he: 'תוכן' },
    livePreview: {
      breakpoints: livePreviewBreakpoints,
      url: ({ data, locale }) => livePreviewUrl(pagePath(data.slug), locale.code),
    },
    preview: (data, { locale }) => previewPath(pagePath(data.slug), locale),
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    // Not Payload's default (any signed-in account, investors too): drafts are staff's only.
    readVersions: isStaff,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: expireTagOnChange((doc) => [cacheTags.page(String(doc.slug))]),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', he: 'כותרת' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Slug', he: 'מזהה' },
      admin: { position: 'sidebar' },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        (value && /^[a-z0-9-]+$/.test(value)) ||
        adminMessage(req, {
          he: 'אותיות לטיניות קטנות, ספרות ומקף בלבד',
          en: 'Lowercase Latin letters, digits and hyphens only',
        }),
    },
    { name: 'content', type: 'richText', localized: true, label: { en: 'Content', he: 'תוכן' } },
    {
      name: 'layout',
      type: 'blocks',
      label: { en: 'Sections below the text', he: 'מקטעים מתחת לטקסט' },
      blocks: [
        HeroBlock,
        RichTextBlock,
        StepsBlock,
        StatsBlock,
        FaqBlock,
        CallToActionBlock,
        TeamBlock,
        LogosBlock,
      ],
    },
    {
      name: 'meta',
      type: 'group',
      label: { en: 'Search engines', he: 'מנועי חיפוש' },
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          label: { en: 'Meta title', he: 'כותרת מטא' },
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: { en: 'Meta description', he: 'תיאור מטא' },
        },
        {
          name: 'noindex',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Hide from search engines', he: 'הסתר ממנועי חיפוש' },
        },
      ],
    },
  ],
}
