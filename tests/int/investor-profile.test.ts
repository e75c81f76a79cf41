import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import he from '@messages/he.json'

import * as submitCheck from '@/app/(payload)/api/catalog/submit-identity-check/route'
import * as updateAvatar from '@/app/(payload)/api/catalog/update-avatar/route'
import * as updatePassport from '@/app/(payload)/api/catalog/update-passport/route'
import * as updateProfileRoute from '@/app/(payload)/api/catalog/update-profile/route'
import * as investorRoute from '@/app/(payload)/api/user/investor/[id]/route'
import * as userRoute from '@/app/(payload)/api/user/route'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'

import { anIsraeliId } from '../support/identity'
import { testPayload } from '../support/payload'
import {
  anIp,
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

// Outside Next's request scope `after` cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Handler = (request: NextRequest) => Promise<Response>

const personal = (idNumber: string) => ({
  firstName: 'Dana',
  lastName: 'Cohen',
  birthDate: '1985-04-12',
  citizenship: 'israeli',
  idNumber,
  address: 'Herzl 1',
  city: 'Tel Aviv',
  zip: '6100000',
  sex: 'female',
  countryOfResidence: 'IL',
  publicOffice: false,
  knowledgeLevel: 'good',
  experienceLevel: '2to5Years',
  education: 'master',
  investsThroughCompany: false,
})

function post(handler: Handler, caller: Caller, body: unknown, path = '/api/x'): Promise<Response> {
  const form = body instanceof FormData
  return handler(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        ...caller.headers,
        [clientIpHeader]: anIp(),
        ...(form ? {} : { 'content-type': 'application/json' }),
      },
      body: form ? body : JSON.stringify(body),
    }),
  )
}

function upload(handler: Handler, caller: Caller, bytes: Uint8Array, name: string, kind?: string) {
  const form = new FormData()
  form.set('file', new Blob([bytes as BlobPart]), name)
  if (kind) form.set('kind', kind)
  return post(handler, caller, form)
}

const jpegWithLocation = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#777' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Street 7', ImageDescription: 'GPS 32.08,34.78' } })
    .toBuffer()

/** The profile row as the database holds it, every column as text. */
async function storedRow(payload: Payload, investorId: number): Promise<string> {
  const result = await sqlDatabase(payload).execute(
    sql`select row_to_json(p)::text as row from investor_profiles p where investor_id = ${investorId}`,
  )
  return String((result.rows[0] as { row: string }).row)
}

/** The ID numbers of this file's investors: A's, later also B's until B corrects theirs. */
const sharedId = anIsraeliId()
const correctedId = anIsraeliId()

describe('investor profile, identity documents and their access', () => {
  let payload: Payload
  let investorA: Caller & { id: number }
  let investorB: Caller & { id: number }
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    investorA = await investorCaller(payload, 'profile-a')
    investorB = await investorCaller(payload, 'profile-b')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
  })

  it('saves the personal details, shows the ID number masked and stores it sealed', async () => {
    const response = await post(updateProfileRoute.POST, investorA, personal(sharedId))
    if (response.status !== 200) console.log(await response.clone().text())
    expect(response.status).toBe(200)
    const view = await response.json()
    expect(view.profile.firstName).toBe('Dana')
    expect(view.profile.idNumber).toBe(`•••••${sharedId.slice(-4)}`)
    expect(view.completeness.missing).not.toContain('personal')
    expect(JSON.stringify(view)).not.toContain(sharedId)
    const row = await storedRow(payload, investorA.id)
    expect(row).not.toContain(sharedId)
    expect(row).toContain(`"id_number_last4":"${sharedId.slice(-4)}"`)
  })

  it('refuses invalid details field by field, in the caller language, and keeps what was saved', async () => {
    const response = await post(updateProfileRoute.POST, investorA, {
      ...personal('123456789'),
      birthDate: '2015-01-01',
      firstName: 'D4na',
      locale: 'he',
    })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(error.fields)).toEqual(
      expect.arrayContaining(['idNumber', 'birthDate', 'firstName']),
    )
    expect(error.fields.birthDate.message).toContain('קטינים')
    const view = await (
      await investorRoute.GET(
        new NextRequest(`http://localhost/api/user/investor/${investorA.id}`, {
          headers: investorA.headers,
        }),
      )
    ).json()
    expect(view.profile.firstName).toBe('Dana')
    expect(view.profile.birthDate).toBe('1985-04-12')
  })

  it('gives the profile by id to its owner only: another investor gets 404, a visitor 401', async () => {
    const get = (caller: Caller, id: number) =>
      investorRoute.GET(
        new NextRequest(`http://localhost/api/user/investor/${id}`, { headers: caller.headers }),
      )
    expect((await get(investorA, investorA.id)).status).toBe(200)
    expect((await get(investorB, investorA.id)).status).toBe(404)
    expect((await get(anonymous, investorA.id)).status).toBe(401)
  })

  it('opens the profiles over REST to the owner, compliance and admin only, never the sealed number', async () => {
    const profile = (
      await payload.find({
        collection: 'investor-profiles',
        where: { investor: { equals: investorA.id } },
      })
    ).docs[0]!
    const expected: [Caller, number][] = [
      [investorA, 200],
      [investorB, 404],
      [anonymous, 401],
      [editor, 403],
      [compliance, 200],
      [admin, 200],
    ]
    for (const [caller, status] of expected) {
      const response = await restCall('GET', `/api/investor-profiles/${profile.id}`, { caller })
      expect(response.status, caller.name).toBe(status)
      const text = await response.text()
      expect(text, caller.name).not.toContain(sharedId)
      expect(text, caller.name).not.toMatch(/idNumberSealed|idNumberHash/)
    }
    const listed = await (
      await restCall('GET', '/api/investor-profiles', { caller: investorB })
    ).json()
    expect(listed.docs.map((doc: { investor: unknown }) => doc.investor)).not.toContainEqual(
      investorA.id,
    )
    for (const caller of [investorA, investorB, anonymous, editor]) {
      for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
        const path =
          method === 'POST' ? '/api/investor-profiles' : `/api/investor-profiles/${profile.id}`
        const response = await restCall(method, path, { caller, json: { firstName: 'Mallory' } })
        expect(response.status, `${caller.name} ${method}`).toBeGreaterThanOrEqual(401)
        expect(response.status, `${caller.name} ${method}`).toBeLessThan(500)
      }
    }
    const after = await payload.findByID({ collection: 'investor-profiles', id: profile.id })
    expect(after.firstName).toBe('Dana')
  })

  it('flags the same ID number on two accounts to compliance, never to the investors', async () => {
    const response = await post(updateProfileRoute.POST, investorB, personal(sharedId))
    expect(response.status).toBe(200)
    expect(await response.text()).not.toMatch(/duplicate/i)
    const profiles = await payload.find({
      collection: 'investor-profiles',
      where: { investor: { in: [investorA.id, investorB.id] } },
      depth: 0,
    })
    expect(profiles.docs.map((doc) => doc.duplicateIdentity)).toEqual([true, true])
    const asCompliance = await (
      await restCall('GET', `/api/investor-profiles/${profiles.docs[0]!.id}`, {
        caller: compliance,
      })
    ).json()
    expect(asCompliance.duplicateIdentity).toBe(true)
    const asOwner = await (
      await restCall('GET', `/api/investor-profiles/${profiles.docs[0]!.id}`, {
        caller: profiles.docs[0]!.investor === investorA.id ? investorA : investorB,
      })
    ).json()
    expect(asOwner.duplicateIdentity).toBeUndefined()
    expect(asOwner.duplicates).toBeUndefined()

    // B corrects the number: neither is flagged any more.
    expect((await post(updateProfileRoute.POST, investorB, { idNumber: correctedId })).status).toBe(
      200,
    )
    const again = await payload.find({
      collection: 'investor-profiles',
      where: { investor: { in: [investorA.id, investorB.id] } },
      depth: 0,
    })
    expect(again.docs.map((doc) => doc.duplicateIdentity)).toEqual([false, false])
  })

  it('saves the same number on several accounts at once without a deadlock, all flagged', async () => {
    const callers = await Promise.all(
      ['same-1', 'same-2', 'same-3', 'same-4'].map((name) => investorCaller(payload, name)),
    )
    // Each save of a number rewrites the flags of every profile holding it.
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(
        callers.map((caller) => post(updateProfileRoute.POST, caller, personal('111111118'))),
      )
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200])
    }
    const { docs } = await payload.find({
      collection: 'investor-profiles',
      where: { investor: { in: callers.map((caller) => caller.id) } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.duplicateIdentity)).toEqual([true, true, true, true])
    expect(docs.map((doc) => doc.duplicates?.length)).toEqual([3, 3, 3, 3])
  })

  it('sends one of several profiles sharing a number for review while the others save it', async () => {
    const [submitter, ...savers] = await Promise.all(
      ['shared-s', 'shared-1', 'shared-2'].map((name) => investorCaller(payload, name)),
    )
    for (const caller of [submitter!, ...savers])
      expect((await post(updateProfileRoute.POST, caller, personal('222222226'))).status).toBe(200)
    for (const kind of ['id-card', 'id-appendix'])
      expect(
        (await upload(updatePassport.POST, submitter!, await jpegWithLocation(), 'a.jpg', kind))
          .status,
      ).toBe(201)
    const [profile] = (
      await payload.find({
        collection: 'investor-profiles',
        where: { investor: { equals: submitter!.id } },
      })
    ).docs
    for (let round = 0; round < 5; round++) {
      // Standing in for compliance asking for more, so that it may be sent again.
      await payload.update({
        collection: 'investor-profiles',
        id: profile!.id,
        data: { kycStatus: 'more_info_requested' },
      })
      const responses = await Promise.all([
        post(submitCheck.POST, submitter!, {}),
        ...savers.map((caller) => post(updateProfileRoute.POST, caller, personal('222222226'))),
      ])
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    }
  })

  it("refuses an upload's fields one by one, in the caller's language", async () => {
    const form = new FormData()
    form.set('kind', 'diploma')
    form.set('locale', 'he')
    const refused = await post(updatePassport.POST, investorA, form)
    expect(refused.status).toBe(400)
    const { error } = await refused.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.fields).toEqual({
      kind: { key: 'documentKindInvalid', message: he.Validation.documentKindInvalid },
      file: { key: 'fileMissing', message: he.Validation.fileMissing },
    })
  })

  it('takes documents by their bytes: an HTML page named .jpg is refused, a photo loses its EXIF', async () => {
    const html = new TextEncoder().encode('<!DOCTYPE html><script>alert(1)</script>')
    const refused = await upload(updatePassport.POST, investorA, html, 'id.jpg', 'id-card')
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.fields.file.key).toBe('fileTypeRefused')

    const accepted = await upload(
      updatePassport.POST,
      investorA,
      await jpegWithLocation(),
      'id.jpg',
      'id-card',
    )
    expect(accepted.status).toBe(201)
    const { document } = await accepted.json()
    expect(document.url).toMatch(/^\/api\/investor-documents\/file\/[0-9a-f-]{36}\.jpg$/)
    const file = await restCall('GET', document.url, { caller: investorA })
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toContain('no-store')
    const bytes = Buffer.from(await file.arrayBuffer())
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    expect(bytes.toString('latin1')).not.toContain('Secret Street')
  })

  it('serves a document file to its owner, compliance and admin only, and audits staff reads', async () => {
    const uploaded = await upload(
      updatePassport.POST,
      investorA,
      await jpegWithLocation(),
      'a.jpg',
      'id-appendix',
    )
    const { document } = await uploaded.json()
    const expected: [Caller, number][] = [
      [investorA, 200],
      [investorB, 404],
      [anonymous, 401],
      [editor, 403],
      [compliance, 200],
      [admin, 200],
    ]
    for (const [caller, status] of expected) {
      const response = await restCall('GET', document.url, { caller })
      expect(response.status, caller.name).toBe(status)
    }
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'investor-document.opened' } },
          { investor: { equals: investorA.id } },
        ],
      },
    })
    const readers = audit.docs.map((entry) => entry.actorEmail)
    expect(readers).toEqual(expect.arrayContaining([compliance.email, admin.email]))
    expect(readers).not.toContain(editor.email)
  })

  it('submits the identity check once complete, then locks the identity details', async () => {
    const early = await post(submitCheck.POST, investorB, {})
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe('PROFILE_INCOMPLETE')

    const submitted = await post(submitCheck.POST, investorA, {})
    expect(submitted.status).toBe(200)
    expect((await submitted.json()).identityCheck.status).toBe('submitted')

    const change = await post(updateProfileRoute.POST, investorA, { lastName: 'Levi' })
    expect(change.status).toBe(409)
    expect((await change.json()).error.code).toBe('IDENTITY_LOCKED')
    const document = await upload(
      updatePassport.POST,
      investorA,
      await jpegWithLocation(),
      'c.jpg',
      'id-card',
    )
    expect(document.status).toBe(409)
    // What is not identity stays the investor's to change.
    expect((await post(updateProfileRoute.POST, investorA, { interests: ['law'] })).status).toBe(
      200,
    )

    const entries = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'kyc.submitted' } }, { investor: { equals: investorA.id } }],
      },
    })
    expect(entries.totalDocs).toBe(1)
  })

  it('keeps the avatar private to its owner', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer()
    const response = await upload(updateAvatar.POST, investorB, png, 'me.png')
    expect(response.status).toBe(201)
    const { avatarUrl } = await response.json()
    expect((await restCall('GET', avatarUrl, { caller: investorB })).status).toBe(200)
    expect((await restCall('GET', avatarUrl, { caller: investorA })).status).toBe(404)
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF')
    expect((await upload(updateAvatar.POST, investorB, pdf, 'me.pdf')).status).toBe(400)
  })

  it("shows a new avatar in the account's answer, cut to a small square", async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3a6' },
    })
      .jpeg()
      .toBuffer()
    const response = await upload(updateAvatar.POST, investorB, photo, 'holiday.jpg')
    expect(response.status).toBe(201)
    const { avatarUrl } = await response.json()
    const account = await userRoute.GET(
      new NextRequest('http://localhost/api/user', { headers: investorB.headers }),
    )
    expect((await account.json()).user.avatarUrl).toBe(avatarUrl)
    const file = await restCall('GET', avatarUrl, { caller: investorB })
    const size = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([256, 256])
    const other = await userRoute.GET(
      new NextRequest('http://localhost/api/user', { headers: investorA.headers }),
    )
    expect((await other.json()).user.avatarUrl).toBeNull()
  })

  it('takes the campaign fields and the language with a profile update, as every request carries them', async () => {
    const response = await post(updateProfileRoute.POST, investorB, {
      city: 'x',
      locale: 'he',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
    })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(Object.keys(error.fields)).toEqual(['city'])
    expect(error.fields.city.message).toBe('לפחות 2 תווים')
    const saved = await post(updateProfileRoute.POST, investorB, {
      city: 'Haifa',
      locale: 'en',
      utm_source: 'newsletter',
    })
    expect(saved.status).toBe(200)
    expect((await saved.json()).profile.city).toBe('Haifa')
  })

  it('keeps the audit log append-only, over the API and in the database', async () => {
    const [entry] = (await payload.find({ collection: 'audit-log', limit: 1 })).docs
    for (const caller of [admin, compliance]) {
      expect(
        (
          await restCall('PATCH', `/api/audit-log/${entry!.id}`, {
            caller,
            json: { action: 'kyc.approved' },
          })
        ).status,
      ).toBe(403)
      expect((await restCall('DELETE', `/api/audit-log/${entry!.id}`, { caller })).status).toBe(403)
    }
    const db = sqlDatabase(payload)
    await expect(
      db.execute(sql`update audit_log set action = 'kyc.approved' where id = ${entry!.id}`),
    ).rejects.toThrow()
    await expect(db.execute(sql`delete from audit_log where id = ${entry!.id}`)).rejects.toThrow()
  })
})
