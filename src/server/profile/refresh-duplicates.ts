import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'

import type { Transaction } from '@/server/db/with-transaction'

type Hashes = { idNumberHash?: string | null; passportNumberHash?: string | null }

const sameNumber = ({ idNumberHash, passportNumberHash }: Hashes): Where[] => [
  ...(idNumberHash ? [{ idNumberHash: { equals: idNumberHash } }] : []),
  ...(passportNumberHash ? [{ passportNumberHash: { equals: passportNumberHash } }] : []),
]

/**
 * Takes the turn to change identity numbers: held until the transaction ends, and taken before the
 * changing profile's own row is locked. `refreshDuplicates` writes other investors' rows too; two
 * changes of the same number that each held their own row while waiting for the other's deadlocked.
 */
export async function lockDuplicateCheck({ db }: Transaction): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('investor-profiles:identity-numbers'))`,
  )
}

/**
 * Flags, for compliance only, profiles that share an ID or passport number: every profile holding
 * one of the given numbers (before and after a change), and the changed one itself, gets its list
 * of the others again. Call `lockDuplicateCheck` first, before locking the changed profile.
 */
export async function refreshDuplicates(
  payload: Payload,
  profileId: number,
  numbers: Hashes[],
  req: Partial<PayloadRequest>,
): Promise<void> {
  const or: Where[] = [{ id: { equals: profileId } }, ...numbers.flatMap(sameNumber)]
  const { docs: affected } = await payload.find({
    collection: 'investor-profiles',
    where: { or },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const profile of affected) {
    const others = affected.filter(
      (other) =>
        other.id !== profile.id &&
        ((profile.idNumberHash && other.idNumberHash === profile.idNumberHash) ||
          (profile.passportNumberHash && other.passportNumberHash === profile.passportNumberHash)),
    )
    await payload.update({
      collection: 'investor-profiles',
      id: profile.id,
      data: { duplicateIdentity: others.length > 0, duplicates: others.map((other) => other.id) },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
}
