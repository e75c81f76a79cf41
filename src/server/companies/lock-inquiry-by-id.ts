import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { CompanyInquiry } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

/** An inquiry under review, its row locked until the decision's transaction ends. */
export async function lockInquiryById(
  payload: Payload,
  inquiryId: number,
  { db, req }: Transaction,
): Promise<CompanyInquiry> {
  await db.execute(sql`select id from company_inquiries where id = ${inquiryId} for update`)
  const inquiry = await payload.findByID({
    collection: 'company-inquiries',
    id: inquiryId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!inquiry) throw new AppError('NOT_FOUND')
  return inquiry
}
