import type { PayloadRequest } from 'payload'

import type { CompanyInquiryFile } from '@/payload-types'
import { relationId } from '@/domain/relation-id'
import { recordAudit } from '@/server/for-payload-config'

/**
 * A staff member opening a company's file (financial statements, cap table…) through the file route
 * is written to the audit log before the file is sent: those are confidential business records.
 */
export async function auditStaffInquiryFileRead(
  req: PayloadRequest,
  file: CompanyInquiryFile,
): Promise<void> {
  if (req.user?.collection !== 'users') return
  await recordAudit(
    req.payload,
    {
      action: 'company-inquiry-file.opened',
      investor: relationId(file.owner),
      actor: req.user.id,
      details: { file: file.id, kind: file.kind, inquiry: relationId(file.inquiry) },
    },
    { req },
  )
}
