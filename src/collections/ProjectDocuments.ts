import type { Access, CollectionConfig, Where } from 'payload'

import { angelCampaignRule } from '@/access/investor-sight'
import { isContentEditor, staffRole } from '@/access/is-staff'
import { whereThrough } from '@/access/through-project'
import { publicProjectStatuses } from '@/domain/projects/project-status'
import { expireProjectOfDocument } from '@/hooks/expire-project-of-document'
import { privateFileHeaders } from '@/server/for-payload-config'

/**
 * A file follows its project: staff read all; visitors only files of a visible project whose
 * documents are public; signed-in investors also those open to investors; an angel campaign's only
 * those who see the campaign (`angelCampaignRule`). The file route
 * (`/api/project-documents/file/…`) applies the same rule, and the files live outside `public/`.
 */
const documentReaders: Access = async ({ req }) => {
  if (staffRole(req)) return true
  const investor = req.user?.collection === 'investors'
  const visibleProject: Where[] = [
    { 'project._status': { equals: 'published' } },
    { 'project.status': { in: [...publicProjectStatuses] } },
    {
      'project.documentsVisibility': { in: investor ? ['public', 'investors'] : ['public'] },
    },
  ]
  const angel = await angelCampaignRule(req)
  if (angel) visibleProject.push(whereThrough('project', angel))
  return { and: visibleProject }
}

export const ProjectDocuments: CollectionConfig = {
  slug: 'project-documents',
  labels: {
    singular: { en: 'Project document', he: 'מסמך פרויקט' },
    plural: { en: 'Project documents', he: 'מסמכי פרויקטים' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'project', 'filename', 'updatedAt'],
    group: { en: 'Content', he: 'תוכן' },
  },
  access: {
    read: documentReaders,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: expireProjectOfDocument,
  upload: {
    staticDir: 'media-private/project-documents',
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    // Opened in the browser by investors, yet never able to run a script on the site's origin.
    modifyResponseHeaders: ({ headers }) => privateFileHeaders(headers, { pdfInline: true }),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', he: 'כותרת' },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      label: { en: 'Project', he: 'פרויקט' },
    },
  ],
}
