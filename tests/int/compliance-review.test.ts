import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { readOwnProfile } from '@/server/profile/read-own-profile'
import { submitIdentityCheck } from '@/server/profile/submit-identity-check'
import { updateProfile } from '@/server/profile/update-profile'
import { uploadInvestorDocument } from '@/server/profile/upload-investor-document'

import { anIsraeliId, investorPersonalDetails } from '../support/identity'
import { testPayload } from '../support/payload'
import {
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

const photo = async () =>
  new File(
    [
      (await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
        .jpeg()
        .toBuffer()) as BlobPart,
    ],
    'id.jpg',
  )

/** An investor (their account in Hebrew) whose identity details wait for review. */
async function submittedInvestor(payload: Payload, name: string) {
  const caller = await investorCaller(payload, name)
  await payload.update({ collection: 'investors', id: caller.id, data: { locale: 'he' } })
  await updateProfile(payload, caller.id, { ...investorPersonalDetails, idNumber: anIsraeliId() })
  for (const kind of ['id-card', 'id-appendix'])
    await uploadInvestorDocument(payload, caller.id, kind, await photo())
  await submitIdentityCheck(payload, caller.id)
  const profile = (
    await payload.find({
      collection: 'investor-profiles',
      where: { investor: { equals: caller.id } },
    })
  ).docs[0]!
  const investor = await payload.findByID({ collection: 'investors', id: caller.id })
  return { caller, profileId: profile.id, investor }
}

async function lastEmailTo(payload: Payload, to: string) {
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

describe('the compliance review', () => {
  let payload: Payload
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
  })

  const decide = (caller: Caller, profileId: number, json: unknown) =>
    restCall('POST', `/api/staff/investor-profiles/${profileId}/identity-decision`, {
      caller,
      json,
    })

  it('lets only compliance and administrators decide', async () => {
    const { caller, profileId } = await submittedInvestor(payload, 'review-roles')
    for (const [who, status] of [
      [anonymous, 401],
      [caller, 403],
      [editor, 403],
    ] as const) {
      const response = await decide(who, profileId, { decision: 'approve' })
      expect(response.status, who.name).toBe(status)
    }
    const profile = await payload.findByID({ collection: 'investor-profiles', id: profileId })
    expect(profile.kycStatus).toBe('submitted')
  })

  it('asks for more with a reason the investor reads and is e-mailed in their language, then approves', async () => {
    const { caller, profileId, investor } = await submittedInvestor(payload, 'review-more')
    const noReason = await decide(compliance, profileId, { decision: 'requestMore', reason: ' ' })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).error.fields.reason.key).toBe('reasonRequired')

    const request = 'צילום תעודת הזהות מטושטש, נא להעלות צילום חד'
    const asked = await decide(compliance, profileId, { decision: 'requestMore', reason: request })
    expect(asked.status).toBe(200)
    expect(await asked.json()).toEqual({ status: 'more_info_requested' })

    const view = await readOwnProfile(payload, investor)
    expect(view.identityCheck).toMatchObject({ status: 'more_info_requested', reason: request })
    const mail = await lastEmailTo(payload, investor.email)
    expect(mail?.subject).toContain('נדרש מידע נוסף')

    // The investor answers: a new photo, then sends the details again.
    await uploadInvestorDocument(payload, caller.id, 'id-card', await photo())
    await submitIdentityCheck(payload, caller.id)
    const approved = await decide(admin, profileId, { decision: 'approve' })
    expect(approved.status).toBe(200)
    expect((await readOwnProfile(payload, investor)).identityCheck.status).toBe('approved')
    expect((await lastEmailTo(payload, investor.email))?.subject).toContain('אושרו')

    const again = await decide(compliance, profileId, { decision: 'reject', reason: 'late' })
    expect(again.status).toBe(409)
    expect((await again.json()).error.code).toBe('DECISION_NOT_ALLOWED')

    const audit = await payload.find({
      collection: 'audit-log',
      where: { investor: { equals: caller.id } },
      sort: 'createdAt',
      pagination: false,
    })
    expect(audit.docs.map((entry) => [entry.action, entry.actorEmail ?? null])).toEqual([
      ['kyc.submitted', null],
      ['kyc.more-info-requested', compliance.email],
      ['kyc.submitted', null],
      ['kyc.approved', admin.email],
    ])
  })

  it('records one decision when two reviewers decide at once', async () => {
    const { profileId } = await submittedInvestor(payload, 'review-race')
    const answers = await Promise.all([
      decide(compliance, profileId, { decision: 'approve' }),
      decide(admin, profileId, { decision: 'reject', reason: 'Document expired' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const decisions = await payload.count({
      collection: 'audit-log',
      where: {
        action: { in: ['kyc.approved', 'kyc.rejected'] },
        'details.profile': { equals: profileId },
      },
    })
    expect(decisions.totalDocs).toBe(1)
  })

  it('shows the full ID number to reviewers only, auditing each opening', async () => {
    const { caller, profileId } = await submittedInvestor(payload, 'review-reveal')
    const path = `/api/staff/investor-profiles/${profileId}/identity-numbers`
    expect((await restCall('GET', path, { caller: editor })).status).toBe(403)
    expect((await restCall('GET', path, { caller })).status).toBe(403)
    const shown = await restCall('GET', path, { caller: compliance })
    expect(shown.status).toBe(200)
    const stored = await payload.findByID({ collection: 'investor-profiles', id: profileId })
    expect((await shown.json()).idNumber).toMatch(new RegExp(`^\\d{5}${stored.idNumberLast4}$`))
    const opened = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'identity.opened' } }, { investor: { equals: caller.id } }],
      },
    })
    expect(opened.docs.map((entry) => entry.actorEmail)).toEqual([compliance.email])
  })

  it('exports one investor’s data with the documents, for reviewers only, audited', async () => {
    const { caller, profileId, investor } = await submittedInvestor(payload, 'review-export')
    const path = `/api/staff/investor-profiles/${profileId}/export`
    expect((await restCall('GET', path, { caller })).status).toBe(403)
    const response = await restCall('GET', path, { caller: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const data = await response.json()
    expect(data.account.email).toBe(investor.email)
    expect(data.account.passwordHash).toBeUndefined()
    expect(data.profile.idNumber).toMatch(/^\d{9}$/)
    expect(data.profile.idNumber.slice(-4)).toBe(data.profile.idNumberLast4)
    expect(data.profile.idNumberSealed).toBeUndefined()
    expect(data.documents).toHaveLength(2)
    const image = Buffer.from(data.documents[0].contentBase64, 'base64')
    expect((await sharp(image).metadata()).format).toBe('jpeg')
    expect(data.auditTrail.map((entry: { action: string }) => entry.action)).toContain(
      'kyc.submitted',
    )
    const exported = await payload.count({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'investor.exported' } }, { investor: { equals: caller.id } }],
      },
    })
    expect(exported.totalDocs).toBe(1)
  })

  it('verifies a declared investor type apart from the identity check; a changed type is unverified again', async () => {
    const { caller, profileId, investor } = await submittedInvestor(payload, 'review-type')
    await payload.update({
      collection: 'investor-profiles',
      id: profileId,
      data: { kycStatus: 'approved' },
    })
    await updateProfile(payload, caller.id, { investorType: 'qualified' })
    await uploadInvestorDocument(payload, caller.id, 'type-proof', await photo())
    expect((await readOwnProfile(payload, investor)).investorType.effective).toBe('private')

    const path = `/api/staff/investor-profiles/${profileId}/type-decision`
    const refused = await restCall('POST', path, {
      caller: compliance,
      json: { decision: 'reject' },
    })
    expect(refused.status).toBe(400)
    const verified = await restCall('POST', path, {
      caller: compliance,
      json: { decision: 'verify' },
    })
    expect(verified.status).toBe(200)
    expect((await readOwnProfile(payload, investor)).investorType).toMatchObject({
      declared: 'qualified',
      verification: 'verified',
      effective: 'qualified',
    })

    await updateProfile(payload, caller.id, { investorType: 'institutional' })
    expect((await readOwnProfile(payload, investor)).investorType.effective).toBe('private')
  })
})
