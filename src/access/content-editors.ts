import type { CollectionConfig } from 'payload'

import { anyone } from './anyone'
import { isContentEditor, isStaff } from './is-staff'
import { publishedOrStaff } from './published-or-staff'

/** Access of editorial content: visitors read (published only when `drafts`), editors write. */
export function editorialAccess({ drafts }: { drafts: boolean }): CollectionConfig['access'] {
  return {
    read: drafts ? publishedOrStaff : anyone,
    // Payload's default lets any signed-in account (investors are `req.user` too) read every
    // version, drafts included, through `/api/<collection>/versions`.
    readVersions: isStaff,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  }
}
