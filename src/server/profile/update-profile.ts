import type { Payload } from 'payload'

import { withoutEnvelope } from '@/domain/http/request-envelope'
import {
  profileConsistencyIssues,
  profileUpdateSchema,
  type ProfileFields,
  type ProfileUpdate,
} from '@/domain/investors/profile-schema'
import { nextKycStatus, identityFieldsLocked, reviewOrder } from '@/domain/kyc/kyc-status'
import type { InvestorProfile } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { ensureInvestorProfile } from './ensure-investor-profile'
import {
  identityNumberHash,
  lastFour,
  openIdentityNumber,
  sealIdentityNumber,
} from './identity-numbers'
import { lockInvestorProfile } from './lock-investor-profile'
import { refreshDuplicates } from './refresh-duplicates'

/** The details an identity check approves: changing one re-opens the review. */
const identityFields = [
  'firstName',
  'lastName',
  'birthDate',
  'citizenship',
  'idNumber',
  'passportNumber',
  'passportCountry',
] as const satisfies readonly (keyof ProfileFields)[]

/** The declaration compliance verifies: changing it makes the type unverified again. */
const typeFields = ['investorType', 'incomeBracket', 'accountantConfirmation'] as const

/** The stored profile in the schema's terms, numbers opened, to check a change against. */
function storedFields(profile: InvestorProfile): Partial<ProfileFields> {
  const { newsletter: _, ...fields } = Object.fromEntries(
    Object.entries(profile).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<ProfileFields>
  return {
    ...fields,
    idNumber: openIdentityNumber('idNumber', profile.idNumberSealed) ?? undefined,
    passportNumber: openIdentityNumber('passportNumber', profile.passportNumberSealed) ?? undefined,
  }
}

const changed = (patch: ProfileUpdate, stored: Partial<ProfileFields>, names: readonly string[]) =>
  names.filter((name) => {
    const next = (patch as Record<string, unknown>)[name]
    return (
      next !== undefined &&
      JSON.stringify(next) !== JSON.stringify(stored[name as keyof ProfileFields] ?? null)
    )
  })

/**
 * Spec 7, POST /api/catalog/update-profile: a partial update of the investor's own profile. Each
 * field is checked by the shared schema, the merged profile by its cross-field rules; identity
 * details are locked while compliance reviews them and re-open an approved review when changed.
 */
export async function updateProfile(payload: Payload, investorId: number, input: unknown) {
  // The campaign fields and `locale` travel with every request; only the profile's own are checked.
  const patch = parseInput(profileUpdateSchema, withoutEnvelope(input))
  await ensureInvestorProfile(payload, investorId)
  const numbersChange =
    patch.idNumber !== undefined ||
    patch.passportNumber !== undefined ||
    patch.passportCountry !== undefined
  await withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const profile = await lockInvestorProfile(payload, investorId, transaction)
    const stored = storedFields(profile)
    const identityChanges = changed(patch, stored, identityFields)
    if (identityChanges.length > 0 && identityFieldsLocked(profile.kycStatus))
      throw new AppError('IDENTITY_LOCKED')
    const merged = { ...stored, ...patch }
    const issues = profileConsistencyIssues(merged)
    if (issues.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        fields: Object.fromEntries(issues.map((issue) => [issue.path, issue.message])),
      })

    const { idNumber, passportNumber, newsletter, ...plain } = patch
    const data: Partial<InvestorProfile> = { ...plain }
    if (idNumber !== undefined) Object.assign(data, numberFields('idNumber', idNumber))
    if (passportNumber !== undefined || patch.passportCountry !== undefined)
      Object.assign(
        data,
        numberFields('passportNumber', merged.passportNumber, merged.passportCountry),
      )
    const firstName = merged.firstName ?? ''
    const lastName = merged.lastName ?? ''
    data.fullName = `${firstName} ${lastName}`.trim() || null
    data.usPerson = merged.citizenship === 'us' || merged.countryOfResidence === 'US'
    if (changed(patch, stored, typeFields).length > 0) data.typeVerification = 'unverified'

    const reopened =
      identityChanges.length > 0 ? nextKycStatus(profile.kycStatus, 'identityChanged') : null
    if (reopened) {
      data.kycStatus = reopened
      data.kycSubmittedAt = new Date().toISOString()
      data.reviewOrder = reviewOrder(reopened)
    }

    const updated = await payload.update({
      collection: 'investor-profiles',
      id: profile.id,
      data,
      depth: 0,
      overrideAccess: true,
      req,
    })
    // The passport's hash includes its country: a new country is a new number too.
    if (numbersChange) await refreshDuplicates(payload, profile.id, [profile, updated], req)
    if (newsletter !== undefined)
      await payload.update({
        collection: 'investors',
        id: investorId,
        data: { agreeForNewsletter: newsletter },
        depth: 0,
        overrideAccess: true,
        req,
      })
    if (identityChanges.length > 0 && profile.kycStatus !== 'not_started')
      await recordAudit(
        payload,
        {
          action: 'identity.changed',
          investor: investorId,
          details: {
            fields: identityChanges,
            previousStatus: profile.kycStatus,
            status: updated.kycStatus,
          },
        },
        { req },
      )
  })
}

/** Sealed, hashed (a passport number with its issuing country) and its last four shown. */
function numberFields(
  kind: 'idNumber' | 'passportNumber',
  value: string | null | undefined,
  country?: string | null,
) {
  if (!value) return { [`${kind}Sealed`]: null, [`${kind}Hash`]: null, [`${kind}Last4`]: null }
  return {
    [`${kind}Sealed`]: sealIdentityNumber(kind, value),
    [`${kind}Hash`]: identityNumberHash(kind, country ? `${country}:${value}` : value),
    [`${kind}Last4`]: lastFour(value),
  }
}
