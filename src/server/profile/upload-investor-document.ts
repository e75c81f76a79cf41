import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { extensionFor, pdfLooksComplete, sniffFileType } from '@/domain/files/sniff-file-type'
import { documentKinds, isDocumentKind, type DocumentKind } from '@/domain/kyc/document-kinds'
import { identityFieldsLocked, nextKycStatus, reviewOrder } from '@/domain/kyc/kyc-status'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
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

/** A file checked and ready to store: its bytes (images without metadata) and their type. */
export type CheckedFile = { data: Buffer; type: NonNullable<ReturnType<typeof sniffFileType>> }

/**
 * Checks an uploaded file before anything is stored: present, within the size the identity-check
 * settings allow, an image or PDF by its bytes (whatever the name says; no PDF as an avatar), and
 * images re-encoded without their metadata. Errors name `field` (the form's file input).
 */
export async function checkInvestorFile(
  payload: Payload,
  kind: DocumentKind,
  file: unknown,
  field = 'file',
): Promise<CheckedFile> {
  if (!(file instanceof File) || file.size === 0) throw fieldError(field, 'fileMissing')
  const { maxDocumentBytes } = await getIdentityCheckSettings(payload)
  if (file.size > maxDocumentBytes) throw fieldError(field, 'fileTooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffFileType(bytes)
  if (!type || (kind === 'avatar' && type === 'application/pdf'))
    throw fieldError(field, 'fileTypeRefused')
  if (type === 'application/pdf' && !pdfLooksComplete(bytes))
    throw fieldError(field, 'fileTypeRefused')
  const data =
    type === 'application/pdf'
      ? Buffer.from(bytes)
      : await stripImageMetadata(bytes, type, kind === 'avatar' ? { square: avatarPixels } : {})
  if (!data) throw fieldError(field, 'fileTypeRefused')
  return { data, type }
}

/**
 * Stores a checked file as the investor's document, inside the caller's transaction, under a name
 * of ours. Identity documents follow the identity check: refused while it is under review, and one
 * added after an approval puts the check back for review.
 */
export async function storeInvestorDocument(
  payload: Payload,
  investorId: number,
  kind: DocumentKind,
  { data, type }: CheckedFile,
  transaction: Transaction,
): Promise<{ id: number; kind: DocumentKind; url: string | null }> {
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
    await recordAudit(
      payload,
      {
        action: 'identity.changed',
        investor: investorId,
        details: {
          document: document.id,
          kind,
          previousStatus: profile.kycStatus,
          status: reopened,
        },
      },
      { req },
    )
  return { id: document.id, kind, url: document.url ?? null }
}

/**
 * An investor's file (spec 7, update-passport and update-avatar): checked (`checkInvestorFile`),
 * then stored in a transaction of its own with the profile's row locked (`storeInvestorDocument`).
 */
export async function uploadInvestorDocument(
  payload: Payload,
  investorId: number,
  kind: unknown,
  file: unknown,
): Promise<{ id: number; kind: DocumentKind; url: string | null }> {
  if (!isDocumentKind(kind)) throw fieldError('kind', 'documentKindInvalid')
  const checked = await checkInvestorFile(payload, kind, file)
  await ensureInvestorProfile(payload, investorId)
  return withTransaction(payload, (transaction) =>
    storeInvestorDocument(payload, investorId, kind, checked, transaction),
  )
}
