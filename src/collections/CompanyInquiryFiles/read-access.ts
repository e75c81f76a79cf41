import { NotFound, type Access, type Where } from 'payload'

import { staffRole } from '@/access/is-staff'
import { relationId } from '@/domain/relation-id'

import { auditStaffInquiryFileRead } from './audit-staff-file-read'

/**
 * The reviewers (administrators and compliance) read every file: financial statements and cap
 * tables are not editors' to see (an approved inquiry's team photos are copied to the media
 * library for them). The owning company its current ones (a file it removed or replaced is
 * gone for it, while staff keep what they were shown). Through the file route another account's
 * file is answered as absent (404), as the REST API answers another's record, and each staff read
 * is written to the audit log.
 */
export const inquiryFilesRead: Access = async ({ req, data, isReadingStaticFile }) => {
  const role = staffRole(req)
  const staff = role === 'admin' || role === 'compliance'
  const filename = (data as { filename?: unknown } | undefined)?.filename
  if (isReadingStaticFile && typeof filename === 'string' && req.user) {
    const { docs } = await req.payload.find({
      collection: 'company-inquiry-files',
      where: { filename: { equals: filename } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const file = docs[0]
    if (file && staff) await auditStaffInquiryFileRead(req, file)
    const own = file && relationId(file.owner) === req.user.id && !file.removedAt
    if (!staff && (req.user.collection !== 'investors' || !own)) throw new NotFound(req.t)
  }
  if (staff) return true
  if (req.user?.collection !== 'investors') return false
  const current: Where[] = [{ owner: { equals: req.user.id } }, { removedAt: { exists: false } }]
  return { and: current }
}
