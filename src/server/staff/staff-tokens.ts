import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { StaffTokenPurpose } from '@/domain/auth/staff-token-purposes'
import { createOpaqueToken, hashOpaqueToken } from '@/server/auth/opaque-token'
import { staff_tokens } from '@/payload-generated-schema'
import { isPresentableToken } from '@/server/auth/usable-token'
import { bare, type Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

/** A new member has three days to open the setup link; an undo link lasts a week. */
export const staffTokenLifetimeHours: Record<StaffTokenPurpose, number> = {
  setup: 72,
  enrol: 72,
  'undo-email-change': 24 * 7,
}

/** Setup and enrolment links replace each other: only the newest one works. */
const replacedBy: Record<StaffTokenPurpose, StaffTokenPurpose[]> = {
  setup: ['setup', 'enrol'],
  enrol: ['setup', 'enrol'],
  'undo-email-change': [],
}

/** Issues a single-use staff link token (with `req`, inside that request's transaction). */
export async function issueStaffToken(
  payload: Payload,
  userId: number,
  purpose: StaffTokenPurpose,
  emails: { oldEmail?: string; newEmail?: string } = {},
  req?: Partial<PayloadRequest>,
): Promise<{ token: string; expiresAt: Date }> {
  const replaced = replacedBy[purpose]
  if (replaced.length > 0)
    await payload.update({
      collection: 'staff-tokens',
      where: {
        user: { equals: userId },
        purpose: { in: replaced },
        usedAt: { exists: false },
      },
      data: { usedAt: new Date().toISOString() },
      req,
    })
  const { token, tokenHash } = createOpaqueToken('stf')
  const expiresAt = new Date(Date.now() + staffTokenLifetimeHours[purpose] * 3600_000)
  await payload.create({
    collection: 'staff-tokens',
    data: { user: userId, purpose, tokenHash, ...emails, expiresAt: expiresAt.toISOString() },
    req,
  })
  return { token, expiresAt }
}

export type ClaimedStaffToken<Purpose extends StaffTokenPurpose = StaffTokenPurpose> = {
  id: number
  userId: number
  purpose: Purpose
  oldEmail: string | null
  newEmail: string | null
}

/**
 * Uses the token inside the transaction: one conditional update, so of two requests with the same
 * link one wins (the other waits on the row, then finds it used). A rollback gives it back.
 */
export async function claimStaffToken<Purpose extends StaffTokenPurpose>(
  transaction: Transaction,
  token: unknown,
  purposes: Purpose[],
): Promise<ClaimedStaffToken<Purpose> | null> {
  if (!isPresentableToken(token)) return null
  const claimed = await transaction.db.execute(sql`
    update ${staff_tokens} set ${bare(staff_tokens.usedAt)} = now()
    where ${staff_tokens.tokenHash} = ${hashOpaqueToken(token)} and ${staff_tokens.usedAt} is null
      and ${staff_tokens.expiresAt} > now()
      and ${staff_tokens.purpose}::text in (${sql.join(
        purposes.map((purpose) => sql`${purpose}`),
        sql`, `,
      )})
    returning ${staff_tokens.id}, ${staff_tokens.user}, ${staff_tokens.purpose},
      ${staff_tokens.oldEmail}, ${staff_tokens.newEmail}`)
  const row = claimed.rows[0] as
    | Fields<
        | [typeof staff_tokens.id | typeof staff_tokens.user, number]
        | [typeof staff_tokens.purpose, Purpose]
        | [typeof staff_tokens.oldEmail | typeof staff_tokens.newEmail, string | null]
      >
    | undefined
  if (!row) return null
  return {
    id: row.id,
    userId: row.user_id,
    purpose: row.purpose,
    oldEmail: row.old_email,
    newEmail: row.new_email,
  }
}
