import { NotFound, type Access } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'

import { auditStaffFileRead } from './audit-staff-file-read'

const fileOwner = async (req: Parameters<Access>[0]['req'], filename: string) => {
  const { docs } = await req.payload.find({
    collection: 'investor-documents',
    where: { filename: { equals: filename } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const owner = docs[0]?.investor
  return typeof owner === 'object' ? owner?.id : owner
}

/**
 * The owner, compliance and administrators. Through the file route another investor's file is
 * answered as absent (404), as the REST API answers another investor's record, and every staff
 * read of a file is written to the audit log.
 */
export const investorDocumentsRead: Access = async (args) => {
  const result = await investorOwnerOrReviewer(args)
  const filename = (args.data as { filename?: unknown } | undefined)?.filename
  if (!args.isReadingStaticFile || typeof filename !== 'string') return result
  if (result === true) {
    await auditStaffFileRead(args.req, filename)
    return true
  }
  if (args.req.user?.collection === 'investors') {
    if ((await fileOwner(args.req, filename)) !== args.req.user.id) throw new NotFound(args.req.t)
  }
  return result
}
