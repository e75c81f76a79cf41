import type { Payload } from 'payload'

import { profileCompleteness } from '@/domain/investors/profile-completeness'
import { effectiveInvestorType } from '@/domain/investors/investor-type'
import type { InvestorDocument, InvestorProfile } from '@/payload-types'
import type { PublicInvestor } from '@/server/auth/resolve-session'

import { ensureInvestorProfile } from './ensure-investor-profile'
import { getIdentityCheckSettings } from './identity-check-settings'

const hiddenFromInvestor = new Set([
  'id',
  'investor',
  'reviewOrder',
  'kycStatus',
  'kycSubmittedAt',
  'kycDecidedAt',
  'kycDecisionReason',
  'typeVerification',
  'typeDecidedAt',
  'typeDecisionReason',
  'avatar',
  'createdAt',
  'updatedAt',
  'idNumberLast4',
  'passportNumberLast4',
])

const masked = (lastFour: string | null | undefined) => (lastFour ? `•••••${lastFour}` : null)

/**
 * The signed-in investor's profile as the profile page and `GET /api/user/investor/{id}` show it:
 * read as that investor, through the collections' access control (sealed numbers never leave the
 * server; they are shown masked), with the identity check's state and what is still missing.
 */
export async function readOwnProfile(payload: Payload, investor: PublicInvestor) {
  await ensureInvestorProfile(payload, investor.id)
  const user = { ...investor, collection: 'investors' as const }
  const [profiles, documents, settings] = await Promise.all([
    payload.find({
      collection: 'investor-profiles',
      where: { investor: { equals: investor.id } },
      depth: 0,
      limit: 1,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'investor-documents',
      where: { investor: { equals: investor.id } },
      depth: 0,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: false,
      user,
    }),
    getIdentityCheckSettings(payload),
  ])
  const profile = profiles.docs[0] as InvestorProfile
  return profileView(profile, documents.docs, investor, settings.selfieRequired)
}

function profileView(
  profile: InvestorProfile,
  documents: InvestorDocument[],
  investor: PublicInvestor,
  selfieRequired: boolean,
) {
  const fields = Object.fromEntries(
    Object.entries(profile).filter(([name]) => !hiddenFromInvestor.has(name)),
  )
  const completeness = profileCompleteness({
    fields,
    hasIdNumber: Boolean(profile.idNumberLast4),
    hasPassportNumber: Boolean(profile.passportNumberLast4),
    documents: documents.map((document) => document.kind),
    selfieRequired,
    kycStatus: profile.kycStatus,
  })
  const avatar = documents.find((document) => document.kind === 'avatar')
  return {
    profile: {
      ...fields,
      idNumber: masked(profile.idNumberLast4),
      passportNumber: masked(profile.passportNumberLast4),
      newsletter: investor.agreeForNewsletter ?? false,
      avatarUrl: avatar?.url ?? null,
    },
    identityCheck: {
      status: profile.kycStatus,
      reason: profile.kycDecisionReason ?? null,
      submittedAt: profile.kycSubmittedAt ?? null,
      decidedAt: profile.kycDecidedAt ?? null,
    },
    investorType: {
      declared: profile.investorType ?? 'private',
      verification: profile.typeVerification,
      effective: effectiveInvestorType(profile.investorType, profile.typeVerification),
      reason: profile.typeDecisionReason ?? null,
    },
    documents: documents
      .filter((document) => document.kind !== 'avatar')
      .map((document) => ({
        id: document.id,
        kind: document.kind,
        url: document.url ?? null,
        mimeType: document.mimeType ?? null,
        createdAt: document.createdAt,
      })),
    selfieRequired,
    completeness,
  }
}

export type OwnProfileView = Awaited<ReturnType<typeof readOwnProfile>>
