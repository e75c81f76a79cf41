import type { Payload } from 'payload'

import { leaderRequestSchema } from '@/domain/leader-requests/leader-request-schema'
import { recordAudit } from '@/server/audit/record-audit'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { ensureInvestorProfile } from '@/server/profile/ensure-investor-profile'
import { lockInvestorProfile } from '@/server/profile/lock-investor-profile'
import {
  checkInvestorFile,
  storeInvestorDocument,
  type CheckedFile,
} from '@/server/profile/upload-investor-document'

export type SentLeaderRequest = { id: number; status: 'open'; createdAt: string }

/** The `files` of a multipart body: none, one, or the list a repeated name gives. */
const filesOf = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]

/**
 * Spec 6 and 7, POST /api/catalog/add-leader-request: a signed-in investor asks to become a
 * leading investor, with a message and up to five documents (checked by their bytes, stored as
 * the investor's private `leader-request` documents). One open request at a time: the check runs
 * under the profile's row lock, so of two requests sent at once one is refused (409), and a partial
 * unique index in the database holds the rule too. Files are checked before the transaction.
 */
export async function addLeaderRequest(
  payload: Payload,
  investor: PublicInvestor,
  body: Record<string, unknown>,
): Promise<SentLeaderRequest> {
  if (investor.accountKind === 'company') throw new AppError('FORBIDDEN')
  const { message, files } = parseInput(leaderRequestSchema, {
    message: body.message,
    files: filesOf(body.files),
  })
  const checked: CheckedFile[] = []
  for (const file of files)
    checked.push(await checkInvestorFile(payload, 'leader-request', file, 'files'))

  await ensureInvestorProfile(payload, investor.id)
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    await lockInvestorProfile(payload, investor.id, transaction)
    const open = await payload.count({
      collection: 'leader-requests',
      where: { and: [{ investor: { equals: investor.id } }, { status: { equals: 'open' } }] },
      overrideAccess: true,
      req,
    })
    if (open.totalDocs > 0) throw new AppError('LEADER_REQUEST_OPEN')
    const attachments: number[] = []
    for (const file of checked)
      attachments.push(
        (await storeInvestorDocument(payload, investor.id, 'leader-request', file, transaction)).id,
      )
    const request = await payload.create({
      collection: 'leader-requests',
      data: {
        investor: investor.id,
        investorName: investor.name,
        message,
        attachments,
        status: 'open',
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(
      payload,
      {
        action: 'leader-request.submitted',
        investor: investor.id,
        details: { request: request.id, attachments: attachments.length },
      },
      { req },
    )
    return { id: request.id, status: 'open', createdAt: request.createdAt }
  })
}
