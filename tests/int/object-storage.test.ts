// First: the S3 stand-in's settings must be in the environment before Payload's config loads.
import { s3 } from './object-storage-setup'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { updateProfile } from '@/server/profile/update-profile'
import { uploadInvestorDocument } from '@/server/profile/upload-investor-document'

import {
  categories,
  companyCaller,
  completeInquiry,
  download,
  pdfBytes,
  saveStep,
  submit,
  upload,
  ventureStep,
} from '../support/company-inquiry'
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

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toBuffer()

const isRefused = (status: number) => status >= 401 && status < 500

/**
 * With S3 settings in the environment, every upload collection keeps its files in the bucket
 * (an S3-compatible stand-in here): public media under `media/public/`, served by the app's file
 * route with the media cache headers; private files under `media-private/…`, only through the
 * access-checked routes; and the app's own readers (a company's file, the data export, team
 * photos copied into the media library) read them from there.
 */
describe('uploads in object storage', () => {
  let payload: Payload
  let editor: StaffCaller
  let compliance: StaffCaller

  /** The bytes of an object in the bucket. */
  const objectBytes = async (key: string) => {
    const object = await s3.client.getObject({ Bucket: s3.bucket, Key: key })
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  const onDisk = (directory: string, filename: string) =>
    existsSync(path.resolve(directory, filename))

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
  })

  let stopped = false
  afterAll(() => (stopped ? undefined : s3.stop()))

  it('stores an uploaded picture and its sizes in the bucket, served by the app with cache headers', async () => {
    const form = new FormData()
    const name = `storage-${Date.now()}.png`
    form.set(
      'file',
      new Blob([(await picture('#3366aa')) as BlobPart], { type: 'image/png' }),
      name,
    )
    form.set('_payload', JSON.stringify({ alt: 'A blue field', altInOtherLanguage: 'שדה כחול' }))
    const created = await REST_POST(import('@payload-config').then((module) => module.default))(
      new Request('http://localhost/api/media?locale=en&depth=0', {
        method: 'POST',
        headers: { host: 'localhost', ...editor.headers },
        body: form,
      }),
      { params: Promise.resolve({ slug: ['media'] }) },
    )
    expect(created.status, await created.clone().text()).toBe(201)
    const media = (await created.json()).doc
    const sizes = ['thumbnail', 'card', 'wide'].map((size) => media.sizes[size].filename)

    expect(await s3.keys('media/public/')).toEqual(
      expect.arrayContaining([media.filename, ...sizes].map((file) => `media/public/${file}`)),
    )
    expect(onDisk('media/public', media.filename)).toBe(false)
    // Its address is the app's file route, never the bucket's.
    expect(media.url).toBe(`/api/media/file/${media.filename}`)
    expect(JSON.stringify(media)).not.toContain(s3.endpoint)

    const served = await restCall('GET', media.url, { caller: anonymous })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.equals(await objectBytes(`media/public/${media.filename}`))).toBe(true)
    // A browser or cache that holds it is told it has not changed.
    const etag = served.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await restCall('GET', media.url, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    const card = await restCall('GET', `/api/media/file/${sizes[1]}`, { caller: anonymous })
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
  })

  it('keeps an identity document in the private folder, for its owner and compliance only', async () => {
    const owner = await investorCaller(payload, 'storage-owner')
    const other = await investorCaller(payload, 'storage-other')
    await updateProfile(payload, owner.id, { ...investorPersonalDetails, idNumber: anIsraeliId() })
    const photo = new File([(await picture('#aa7733')) as BlobPart], 'id.png', {
      type: 'image/png',
    })
    const uploaded = await uploadInvestorDocument(payload, owner.id, 'id-card', photo)
    const document = await payload.findByID({
      collection: 'investor-documents',
      id: uploaded.id,
      depth: 0,
    })
    const key = `media-private/investor-documents/${document.filename}`
    expect(await s3.keys('media-private/investor-documents/')).toContain(key)
    expect(await s3.keys('media/public/')).not.toContain(`media/public/${document.filename}`)
    expect(onDisk('media-private/investor-documents', document.filename!)).toBe(false)
    const stored = await objectBytes(key)

    const fileUrl = `/api/investor-documents/file/${document.filename}`
    expect(uploaded.url).toBe(fileUrl)
    for (const caller of [owner, compliance] as Caller[]) {
      const response = await restCall('GET', fileUrl, { caller })
      expect(response.status, caller.name).toBe(200)
      expect(response.headers.get('cache-control'), caller.name).toBe('private, no-store')
      expect(Buffer.from(await response.arrayBuffer()).equals(stored), caller.name).toBe(true)
    }
    expect((await restCall('GET', fileUrl, { caller: other })).status).toBe(404)
    expect(isRefused((await restCall('GET', fileUrl, { caller: anonymous })).status)).toBe(true)
    expect(isRefused((await restCall('GET', fileUrl, { caller: editor })).status)).toBe(true)
    // Nothing the API answers the owner names the bucket.
    const record = await restCall('GET', `/api/investor-documents/${document.id}`, {
      caller: owner,
    })
    expect(record.status).toBe(200)
    const text = await record.text()
    expect(JSON.parse(text).url).toBe(fileUrl)
    expect(text).not.toContain(s3.endpoint)

    // The data export reads the document from the bucket.
    const profile = (
      await payload.find({
        collection: 'investor-profiles',
        where: { investor: { equals: owner.id } },
        depth: 0,
      })
    ).docs[0]!
    const exported = await restCall('GET', `/api/staff/investor-profiles/${profile.id}/export`, {
      caller: compliance,
    })
    expect(exported.status).toBe(200)
    const { documents } = await exported.json()
    expect(documents).toHaveLength(1)
    expect(Buffer.from(documents[0].contentBase64, 'base64').equals(stored)).toBe(true)
  })

  it("serves a company its inquiry file from the bucket, and copies its team's photos into public media", async () => {
    const company = await companyCaller(payload, 'storage-company')
    const category = (await categories(payload)).top
    await completeInquiry(company, category)
    const files = await payload.find({
      collection: 'company-inquiry-files',
      where: { owner: { equals: company.id } },
      depth: 0,
      sort: 'id',
    })
    const deck = files.docs[0]!
    expect(await s3.keys('media-private/company-inquiry-files/')).toContain(
      `media-private/company-inquiry-files/${deck.filename}`,
    )
    expect(onDisk('media-private/company-inquiry-files', deck.filename!)).toBe(false)
    const own = await download(company, deck.id)
    expect(own.status).toBe(200)
    expect(Buffer.from(await own.arrayBuffer()).equals(Buffer.from(pdfBytes()))).toBe(true)
    const stranger = await companyCaller(payload, 'storage-stranger')
    expect((await download(stranger, deck.id)).status).toBe(404)

    const photoBytes = await picture('#22aa55')
    const photo = await upload(company, 'team-photo', { bytes: photoBytes, name: 'dana.png' })
    expect(photo.status).toBe(201)
    const photoId: number = (await photo.json()).file.id
    const venture = ventureStep(category)
    const saved = await saveStep(company, 'venture', {
      ...venture,
      team: [{ ...venture.team[0], photo: photoId }],
      intent: 'continue',
    })
    expect(saved.status).toBe(200)
    expect((await submit(company, { declaration: true })).status).toBe(200)
    const inquiry = (
      await payload.find({
        collection: 'company-inquiries',
        where: { owner: { equals: company.id } },
        depth: 0,
      })
    ).docs[0]!
    const decide = (decision: string) =>
      restCall('POST', `/api/staff/company-inquiries/${inquiry.id}/decision`, {
        caller: compliance,
        json: { decision },
      })
    expect((await decide('startReview')).status).toBe(200)
    const approved = await decide('approve')
    expect(approved.status).toBe(200)
    const project = await payload.findByID({
      collection: 'projects',
      id: (await approved.json()).project,
      draft: true,
      depth: 1,
    })
    const image = project.team?.[0]?.image
    if (!image || typeof image !== 'object') throw new Error('the team photo was not copied')
    expect(await s3.keys('media/public/')).toContain(`media/public/${image.filename}`)
    expect(image.url).toBe(`/api/media/file/${image.filename}`)
    const served = await restCall('GET', image.url!, { caller: anonymous })
    expect(served.status).toBe(200)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.equals(await objectBytes(`media/public/${image.filename}`))).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(image.width)
  })

  // Last: it stops the bucket.
  it('answers 404 for an object gone from the bucket, and 503 with Retry-After while the bucket does not answer', async () => {
    const upload = async (name: string) => {
      const form = new FormData()
      form.set(
        'file',
        new Blob([(await picture('#118844')) as BlobPart], { type: 'image/png' }),
        name,
      )
      form.set('_payload', JSON.stringify({ alt: 'A green field', altInOtherLanguage: 'שדה ירוק' }))
      const created = await restCall('POST', '/api/media?locale=en&depth=0', {
        caller: editor,
        form,
      })
      expect(created.status, await created.clone().text()).toBe(201)
      return ((await created.json()) as { doc: { filename: string; url: string } }).doc
    }
    const gone = await upload(`gone-${Date.now()}.png`)
    await s3.client.deleteObject({ Bucket: s3.bucket, Key: `media/public/${gone.filename}` })
    expect((await restCall('GET', gone.url, { caller: anonymous })).status).toBe(404)

    const kept = await upload(`kept-${Date.now()}.png`)
    expect((await restCall('GET', kept.url, { caller: anonymous })).status).toBe(200)
    stopped = true
    await s3.stop()
    const down = await restCall('GET', kept.url, {
      caller: anonymous,
      headers: { 'accept-language': 'en' },
    })
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('30')
    expect((await down.json()).error.code).toBe('FILE_STORAGE_UNAVAILABLE')
  })
})
