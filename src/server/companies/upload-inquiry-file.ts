import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { storedExtension } from '@/domain/companies/inquiry-file-type'
import { isInquiryFileKind } from '@/domain/companies/inquiry-files'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { fieldError } from '@/server/errors/parse-input'

import { checkInquiryFile } from './check-inquiry-file'
import { assertCompanyAccount } from './company-account'
import { currentInquiryFiles, inquiryFileView, inquiryView } from './inquiry-view'
import { lockEditableInquiry } from './open-inquiry'
import { retireInquiryFile } from './retire-inquiry-file'

/**
 * POST /api/company/inquiry/files (multipart `kind`, `file`): a document of the inquiry (the new
 * one replaces the kind's current file) or a team member's photo (added; the venture step names it
 * on the member). Checked before the transaction (`checkInquiryFile`), stored under a random name
 * of ours in the private directory, in the company's turn (its account row locked).
 */
export async function uploadInquiryFile(
  payload: Payload,
  account: PublicInvestor,
  body: Record<string, unknown>,
): Promise<{ file: InquiryFileView; inquiry: InquiryView }> {
  assertCompanyAccount(account)
  const { kind, file } = body
  if (!isInquiryFileKind(kind)) throw fieldError('kind', 'documentKindInvalid')
  const checked = await checkInquiryFile(kind, file)

  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const inquiry = await lockEditableInquiry(payload, account.id, transaction)
    const replaced =
      kind === 'team-photo'
        ? []
        : (await currentInquiryFiles(payload, inquiry.id, req)).filter((each) => each.kind === kind)
    const stored = await payload.create({
      collection: 'company-inquiry-files',
      data: { owner: account.id, inquiry: inquiry.id, kind, originalName: checked.originalName },
      file: {
        data: checked.data,
        mimetype: checked.type,
        name: `${randomUUID()}.${storedExtension(checked.type)}`,
        size: checked.data.length,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const old of replaced) await retireInquiryFile(payload, inquiry, old, transaction)
    const fresh = await payload.findByID({
      collection: 'company-inquiries',
      id: inquiry.id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { file: inquiryFileView(stored), inquiry: await inquiryView(payload, fresh, req) }
  })
}
