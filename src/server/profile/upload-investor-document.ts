import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { extensionFor, sniffFileType } from '@/domain/files/sniff-file-type'
import { documentKinds, isDocumentKind, type DocumentKind } from '@/domain/kyc/document-kinds'
import { identityFieldsLocked, nextKycStatus, reviewOrder } from '@/domain/kyc/kyc-status'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { fieldError } from '@/server/errors/parse-input'

import { ensureInvestorProfile } from './ensure-investor-profile'
import { getIdentityCheckSettings } from './identity-check-settings'
import { lockInvestorProfile } from './lock-investor-profile'
import { stripImageMetadata } from './strip-image-metadata'

/** A profile picture's side: the header shows it at 36 CSS pixels, the profile page larger. */
const avatarPixels = 256

const isIdentityKind = (kind: DocumentKind) =>
  documentKinds.some((entry) => entry.value === kind && entry.identity)

/**
 * An investor's file (spec 7, update-passport and update-avatar): the type is read from its bytes
 * (images and PDF only, whatever the name says), images lose their metadata, and the file gets a
 * name of ours. Identity documents follow the identity check: refused while it is under review,
 * and one added after an approval puts the check back for review.
 */
export async function uploadInvestorDocument(
  payload: Payload,
  investorId: number,
  kind: unknown,
  file: unknown,
): Promise<{ id: number; kind: DocumentKind; url: string | null }> {
  if (!isDocumentKind(kind)) throw fieldError('kind', 'documentKindInvalid')
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'fileMissing')
  const { maxDocumentBytes } = await getIdentityCheckSettings(payload)
  if (file.size > maxDocumentBytes) throw fieldError('file', 'fileTooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffFileType(bytes)
  if (!type || (kind === 'avatar' && type === 'application/pdf'))
    throw fieldError('file', 'fileTypeRefused')
  const data =
    type === 'application/pdf'
      ? Buffer.from(bytes)
      : await stripImageMetadata(bytes, type, kind === 'avatar' ? { square: avatarPixels } : {})
  if (!data) throw fieldError('file', 'fileTypeRefused')

  await ensureInvestorProfile(payload, investorId)
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const profile = await lockInvestorProfile(payload, investorId, transaction)
    const identity = isIdentityKind(kind)
    if (identity && identityFieldsLocked(profile.kycStatus)) throw new AppError('IDENTITY_LOCKED')
    const document = await payload.create({
      collection: 'investor-documents',
      data: { investor: investorId, kind },
      file: {
        data,
        mimetype: type,
        name: `${randomUUID()}.${extensionFor(type)}`,
        size: data.length,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const reopened = identity ? nextKycStatus(profile.kycStatus, 'identityChanged') : null
    if (kind === 'avatar' || reopened) {
      await payload.update({
        collection: 'investor-profiles',
        id: profile.id,
        data: {
          ...(kind === 'avatar' ? { avatar: document.id } : {}),
          ...(reopened
            ? {
                kycStatus: reopened,
                kycSubmittedAt: new Date().toISOString(),
                reviewOrder: reviewOrder(reopened),
              }
            : {}),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    if (reopened)
      await payload.create({
        collection: 'audit-log',
        data: {
          action: 'identity.changed',
          investor: investorId,
          details: {
            document: document.id,
            kind,
            previousStatus: profile.kycStatus,
            status: reopened,
          },
        },
        overrideAccess: true,
        req,
      })
    return { id: document.id, kind, url: document.url ?? null }
  })
}
