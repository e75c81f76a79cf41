import type { PayloadRequest } from 'payload'

import { recordAudit } from '@/server/for-payload-config'

/**
 * A staff member opening an investor's file through the file route is written to the audit log
 * (Privacy Protection (Data Security) Regulations: access logging), before the file is sent.
 */
export async function auditStaffFileRead(req: PayloadRequest, filename: string): Promise<void> {
  if (req.user?.collection !== 'users') return
  const { docs } = await req.payload.find({
    collection: 'investor-documents',
    where: { filename: { equals: filename } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const document = docs[0]
  if (!document) return
  await recordAudit(
    req.payload,
    {
      action: 'investor-document.opened',
      investor: typeof document.investor === 'object' ? document.investor.id : document.investor,
      actor: req.user.id,
      details: { document: document.id, kind: document.kind },
    },
    { req },
  )
}
