import type { Payload, PayloadRequest, Where } from 'payload'

type Hashes = { idNumberHash?: string | null; passportNumberHash?: string | null }

const sameNumber = ({ idNumberHash, passportNumberHash }: Hashes): Where[] => [
  ...(idNumberHash ? [{ idNumberHash: { equals: idNumberHash } }] : []),
  ...(passportNumberHash ? [{ passportNumberHash: { equals: passportNumberHash } }] : []),
]

/**
 * Flags, for compliance only, profiles that share an ID or passport number: every profile holding
 * one of the given numbers (before and after a change), and the changed one itself, gets its list
 * of the others again. It writes other investors' profiles: call it after `lockInvestorProfile`,
 * which makes profile changes take turns.
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
