import type { Payload } from 'payload'

import type { InquiryView } from '@/domain/companies/inquiry-view'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

import { assertCompanyAccount } from './company-account'
import { currentInquiryFiles, inquiryView } from './inquiry-view'
import { lockEditableInquiry } from './open-inquiry'
import { retireInquiryFile } from './retire-inquiry-file'

/**
 * DELETE /api/company/inquiry/files/{id}: the company takes a file off its inquiry (see
 * `retireInquiryFile` for what is kept). Only a current file of its own editable inquiry; any
 * other id is answered as absent.
 */
export async function removeInquiryFile(
  payload: Payload,
  account: PublicInvestor,
  fileId: string,
): Promise<InquiryView> {
  assertCompanyAccount(account)
  if (!/^\d{1,10}$/.test(fileId)) throw new AppError('NOT_FOUND')
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const inquiry = await lockEditableInquiry(payload, account.id, transaction, { create: false })
    const file = (await currentInquiryFiles(payload, inquiry.id, req)).find(
      (each) => each.id === Number(fileId),
    )
    if (!file) throw new AppError('NOT_FOUND')
    await retireInquiryFile(payload, inquiry, file, transaction)
    const fresh = await payload.findByID({
      collection: 'company-inquiries',
      id: inquiry.id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return inquiryView(payload, fresh, req)
  })
}
