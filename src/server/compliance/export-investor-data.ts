import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction, type OnBehalfOf } from '@/server/db/with-transaction'
import { openIdentityNumber } from '@/server/profile/identity-numbers'
import { readUploadedFile } from '@/server/storage/read-uploaded-file'

import { investorOfProfile } from './investor-of-profile'
import { lockProfileById } from './lock-profile-by-id'
import { requireReviewer } from './reviewer'

const secretColumns = /(?:Sealed|Hash)$/
const withoutSecrets = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !secretColumns.test(name)))

/**
 * Everything the platform holds about one investor, for the right of access under the Privacy
 * Protection Law: the account (no password hash), the profile with its numbers opened, every
 * document with its content (base64), and the audit trail of their record. Audited itself.
 */
export async function exportInvestorData(
  payload: Payload,
  req: Pick<PayloadRequest, 'user'> & OnBehalfOf,
  profileId: number,
) {
  const reviewer = requireReviewer(req)
  return withTransaction(
    payload,
    async (transaction) => {
      const profile = await lockProfileById(payload, profileId, transaction)
      const { passwordHash: _, ...account } = await investorOfProfile(
        payload,
        profile,
        transaction.req,
      )
      const find = <Slug extends 'investor-documents' | 'audit-log'>(collection: Slug) =>
        payload.find({
          collection,
          where: { investor: { equals: account.id } },
          depth: 0,
          pagination: false,
          sort: 'createdAt',
          overrideAccess: true,
          req: transaction.req,
        })
      const [documents, audit] = await Promise.all([find('investor-documents'), find('audit-log')])
      const files = await Promise.all(
        documents.docs.map(async (document) => ({
          id: document.id,
          kind: document.kind,
          mimeType: document.mimeType,
          uploadedAt: document.createdAt,
          contentBase64: document.filename
            ? (await readUploadedFile(payload, 'investor-documents', document)).toString('base64')
            : null,
        })),
      )
      await recordAudit(
        payload,
        {
          action: 'investor.exported',
          investor: account.id,
          actor: reviewer.id,
          details: { profile: profile.id, documents: files.length },
        },
        { req: transaction.req },
      )
      return {
        exportedAt: new Date().toISOString(),
        account,
        profile: {
          ...withoutSecrets(profile),
          idNumber: openIdentityNumber('idNumber', profile.idNumberSealed),
          passportNumber: openIdentityNumber('passportNumber', profile.passportNumberSealed),
        },
        documents: files,
        auditTrail: audit.docs.map((entry) => ({
          action: entry.action,
          at: entry.createdAt,
          by: entry.actorEmail ?? null,
          details: entry.details,
        })),
      }
    },
    req,
  )
}
