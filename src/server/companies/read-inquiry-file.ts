import type { Payload } from 'payload'

import type { PublicInvestor } from '@/server/auth/resolve-session'
import { AppError } from '@/server/errors/app-error'
import { readUploadedFile } from '@/server/storage/read-uploaded-file'

import { asPayloadUser, assertCompanyAccount } from './company-account'

export type InquiryFileDownload = { bytes: Buffer; mimeType: string; name: string }

/**
 * GET /api/company/inquiry/files/{id}: one of the company's current files, found through access
 * control as the company (another account's file, or one it removed, is answered as absent).
 */
export async function readInquiryFile(
  payload: Payload,
  account: PublicInvestor,
  fileId: string,
): Promise<InquiryFileDownload> {
  assertCompanyAccount(account)
  if (!/^\d{1,10}$/.test(fileId)) throw new AppError('NOT_FOUND')
  const { docs } = await payload.find({
    collection: 'company-inquiry-files',
    where: { id: { equals: Number(fileId) } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: asPayloadUser(account),
  })
  const file = docs[0]
  if (!file?.filename) throw new AppError('NOT_FOUND')
  const bytes = await readUploadedFile(payload, 'company-inquiry-files', file)
  return {
    bytes,
    mimeType: file.mimeType ?? 'application/octet-stream',
    name: file.originalName ?? file.filename,
  }
}
