import type { CollectionConfig } from 'payload'

import { isContentEditor, isStaff, staffRole } from '@/access/is-staff'
import { publicProjectsOrStaff } from '@/access/public-projects'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/domain/cache-tags'
import { expireTagOnChange } from '@/hooks/revalidate'
import { livePreviewBreakpoints, livePreviewUrl, previewPath } from '@/server/for-payload-config'

import { companyFields } from './company-fields'
import {
  contactField,
  galleryField,
  haltRaiseField,
  projectSummaryFields,
  securitiesIssuedField,
  statusControlField,
  statusField,
  teamField,
  termsFields,
  updatesField,
} from './fields'
import { keepLiveStatus } from './keep-live-status'
import { refuseDeleteWithInvestments } from './refuse-delete-with-investments'
import { validateProject } from './validate-project'

const isReviewer = (req: Parameters<typeof staffRole>[0]) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'compliance'
}

/**
 * Startups and real-estate projects raising capital. Visitors see published projects in a public
 * status only (`publicProjectsOrStaff`); amounts are integer minor units of `currency`.
 */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: { en: 'Project', he: 'פרויקט' }, plural: { en: 'Projects', he: 'פרויקטים' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'alias', 'status', 'category', 'startDate', 'endDate', '_status'],
    listSearchableFields: ['name', 'alias'],
    group: { en: 'Content', he: 'תוכן' },
    livePreview: {
      breakpoints: livePreviewBreakpoints,
      url: ({ data, locale }) => livePreviewUrl(`/projects/${data.alias}`, locale.code),
    },
    preview: (data, { locale }) => previewPath(`/projects/${String(data.alias)}`, locale),
    components: {
      views: {
        edit: {
          // Investors' money: tabs for administrators and compliance only (the views check too).
          transfers: {
            Component: '@/components/investments/admin/ProjectTransfersView#ProjectTransfersView',
            path: '/transfers',
            tab: {
              href: '/transfers',
              label: ({ t }) => t('custom:transfersTab'),
              condition: ({ req }) => isReviewer(req),
              order: 150,
            },
          },
          // The raise's close: money figures, the securities register, allotment letters.
          close: {
            Component: '@/components/investments/admin/ProjectCloseView#ProjectCloseView',
            path: '/close',
            tab: {
              href: '/close',
              label: ({ t }) => t('custom:projectCloseTab'),
              order: 160,
              condition: ({ req }) => isReviewer(req),
            },
          },
        },
      },
    },
  },
  versions: { drafts: { schedulePublish: true, autosave: { interval: 1500 } }, maxPerDoc: 50 },
  access: {
    read: publicProjectsOrStaff,
    // Payload's default lets any signed-in account (investors too) read every version, drafts and
    // projects under review included, through `/api/projects/versions`.
    readVersions: isStaff,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: {
    beforeValidate: [validateProject],
    beforeChange: [keepLiveStatus],
    beforeDelete: [refuseDeleteWithInvestments],
    ...expireTagOnChange((doc) => [
      cacheTags.project(String(doc.alias)),
      cacheTags.collection('projects'),
    ]),
  },
  fields: [
    slugField('alias', { en: 'Alias (address)', he: 'כינוי (כתובת)' }),
    statusField,
    statusControlField,
    haltRaiseField,
    securitiesIssuedField,
    ...companyFields,
    {
      type: 'tabs',
      tabs: [
        { label: { en: 'Overview', he: 'סקירה' }, fields: [...projectSummaryFields] },
        {
          label: { en: 'Description', he: 'תיאור' },
          fields: [
            {
              name: 'description',
              type: 'richText',
              localized: true,
              label: { en: 'Full description', he: 'תיאור מלא' },
            },
            {
              name: 'investmentText',
              type: 'richText',
              localized: true,
              label: { en: 'Investment tab text', he: 'טקסט לשונית ההשקעה' },
            },
          ],
        },
        { label: { en: 'Terms', he: 'תנאים' }, fields: termsFields },
        { label: { en: 'Team', he: 'צוות' }, fields: [teamField] },
        { label: { en: 'Gallery', he: 'גלריה' }, fields: [galleryField] },
        {
          label: { en: 'Documents', he: 'מסמכים' },
          fields: [
            {
              name: 'documentsVisibility',
              type: 'radio',
              required: true,
              defaultValue: 'investors',
              label: { en: 'Who may open the documents', he: 'מי רשאי לפתוח את המסמכים' },
              options: [
                { value: 'public', label: { en: 'Every visitor', he: 'כל מבקר' } },
                { value: 'investors', label: { en: 'Signed-in investors', he: 'משקיעים מחוברים' } },
              ],
            },
            {
              name: 'documents',
              type: 'join',
              collection: 'project-documents',
              on: 'project',
              label: { en: 'Documents', he: 'מסמכים' },
            },
          ],
        },
        { label: { en: 'Updates', he: 'עדכונים' }, fields: [updatesField] },
        { label: { en: 'Contact', he: 'איש קשר' }, fields: [contactField] },
      ],
    },
  ],
}
