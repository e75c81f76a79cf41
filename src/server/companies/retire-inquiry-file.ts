import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'
import type { CompanyInquiry, CompanyInquiryFile } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'

import { operationContext } from './open-inquiry'

/**
 * A file the company replaced or removed. From a draft nobody has seen it yet, so it is deleted
 * (record and bytes): a company that uploaded the wrong document expects it gone. Once staff have
 * been shown it (the company answers a request for more), it is kept for the record, marked
 * removed, and no longer the company's to see. A team member showing it as their photo loses it.
 */
export async function retireInquiryFile(
  payload: Payload,
  inquiry: CompanyInquiry,
  file: CompanyInquiryFile,
  { req }: Transaction,
): Promise<void> {
  const team = inquiry.team ?? []
  if (team.some((member) => relationId(member.photo) === file.id))
    await payload.update({
      collection: 'company-inquiries',
      id: inquiry.id,
      data: {
        team: team.map((member) =>
          relationId(member.photo) === file.id ? { ...member, photo: null } : member,
        ),
      },
      depth: 0,
      overrideAccess: true,
      context: operationContext,
      req,
    })
  if (inquiry.status === 'draft')
    await payload.delete({
      collection: 'company-inquiry-files',
      id: file.id,
      overrideAccess: true,
      req,
    })
  else
    await payload.update({
      collection: 'company-inquiry-files',
      id: file.id,
      data: { removedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
}
