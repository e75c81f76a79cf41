import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { isValidIsraeliId } from '@/domain/identity/israeli-id'
import type { KycStatus } from '@/domain/kyc/kyc-status'

/**
 * A valid Israeli ID number no other test uses: the shared database flags a number held by two
 * accounts, so a fixed number would tie tests together.
 */
export function anIsraeliId(): string {
  const body = String(randomInt(10_000_000, 99_999_999))
  for (let check = 0; check <= 9; check++) {
    if (isValidIsraeliId(`${body}${check}`)) return `${body}${check}`
  }
  throw new Error('no check digit fits')
}

/** The personal step of a profile, as an investor fills it in (valid for identity review). */
export const investorPersonalDetails = {
  firstName: 'Noa',
  lastName: 'Levi',
  birthDate: '1990-02-01',
  citizenship: 'israeli',
  address: 'Jaffa 10',
  city: 'Jerusalem',
  zip: '9100000',
  sex: 'female',
  countryOfResidence: 'IL',
  publicOffice: false,
  knowledgeLevel: 'basic',
  experienceLevel: 'none',
  education: 'bachelor',
  investsThroughCompany: false,
}

/**
 * The account's identity check as compliance left it: its profile's status set (a bare profile is
 * made for an account without one). For tests of what the status opens, not of the review itself.
 */
export async function setIdentityCheck(
  payload: Payload,
  investorId: number,
  kycStatus: KycStatus,
): Promise<void> {
  const { docs } = await payload.update({
    collection: 'investor-profiles',
    where: { investor: { equals: investorId } },
    data: { kycStatus },
  })
  if (docs.length === 0)
    await payload.create({
      collection: 'investor-profiles',
      data: { investor: investorId, kycStatus } as never,
    })
}
