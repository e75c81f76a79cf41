import { randomInt } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import * as inquiryRoute from '@/app/(payload)/api/company/inquiry/route'
import * as fileRoute from '@/app/(payload)/api/company/inquiry/files/[id]/route'
import * as filesRoute from '@/app/(payload)/api/company/inquiry/files/route'
import * as stepRoute from '@/app/(payload)/api/company/inquiry/steps/[step]/route'
import * as submitRoute from '@/app/(payload)/api/company/inquiry/submit/route'
import { clientIpHeader } from '@/server/http/request-context'

import { anIp, investorCaller, type Caller } from './rest'

export type Company = Caller & { id: number }

/** A company account (as the company registration will make them), with a bearer session. */
export async function companyCaller(payload: Payload, name: string): Promise<Company> {
  const caller = await investorCaller(payload, name)
  await payload.update({ collection: 'investors', id: caller.id, data: { accountKind: 'company' } })
  return caller
}

const url = (path: string) => `http://localhost/api/company/inquiry${path}`
const headersOf = (caller: Caller, extra: Record<string, string> = {}) => ({
  ...caller.headers,
  [clientIpHeader]: anIp(),
  ...extra,
})

function json(caller: Caller, method: string, path: string, body: unknown, extra = {}) {
  return new NextRequest(url(path), {
    method,
    headers: headersOf(caller, { 'content-type': 'application/json', ...extra }),
    body: JSON.stringify(body),
  })
}

export const readInquiry = (caller: Caller) =>
  inquiryRoute.GET(new NextRequest(url(''), { headers: headersOf(caller) }))

export const saveStep = (
  caller: Caller,
  step: string,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) =>
  stepRoute.POST(json(caller, 'POST', `/steps/${step}`, body, extra), {
    params: Promise.resolve({ step }),
  })

export const submit = (caller: Caller, body: Record<string, unknown>) =>
  submitRoute.POST(json(caller, 'POST', '/submit', body))

export function upload(
  caller: Caller,
  kind: string,
  file: { bytes: Uint8Array; name: string } | null,
  locale = 'en',
) {
  const form = new FormData()
  form.set('kind', kind)
  form.set('locale', locale)
  if (file) form.set('file', new Blob([file.bytes as BlobPart]), file.name)
  return filesRoute.POST(
    new NextRequest(url('/files'), { method: 'POST', headers: headersOf(caller), body: form }),
  )
}

export const download = (caller: Caller, id: number | string) =>
  fileRoute.GET(new NextRequest(url(`/files/${id}`), { headers: headersOf(caller) }), {
    params: Promise.resolve({ id: String(id) }),
  })

export const removeFile = (caller: Caller, id: number | string) =>
  fileRoute.DELETE(json(caller, 'DELETE', `/files/${id}`, { locale: 'en' }), {
    params: Promise.resolve({ id: String(id) }),
  })

/** A small PDF that Payload's own check takes. */
export const pdfBytes = () =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n',
  )

export const htmlBytes = () =>
  new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')

/** A top-level category with one subcategory, for the venture step. */
export async function categories(payload: Payload) {
  const tag = randomInt(1e9)
  const create = (name: string, parent?: number) =>
    payload.create({
      collection: 'categories',
      data: { name, slug: `inquiry-${name.toLowerCase()}-${tag}`, ...(parent ? { parent } : {}) },
      context: { disableRevalidate: true },
    })
  const top = await create('Fintech')
  const sub = await create('Payments', top.id)
  return { top: top.id, sub: sub.id }
}

export const companyStep = {
  legalNameHe: 'אקמי טכנולוגיות בע"מ',
  legalNameEn: 'Acme Technologies Ltd',
  companyNumber: '515555555',
  incorporationDate: '2019-06-01',
  address: 'Herzl 1, Tel Aviv',
  website: 'https://acme.example.co.il',
  contactName: 'Dana Cohen',
  contactRole: 'CEO',
  offeredByProspectus: false,
}

export const ventureStep = (category: number, subcategory?: number) => ({
  category,
  subcategory: subcategory ?? null,
  stage: 'seed',
  raisingType: 'stock',
  minimumAmount: '500000',
  maximumAmount: '1500000',
  pricePerShare: '12.50',
  companyValueBeforeRaising: '20000000',
  useOfFunds: 'Hiring two engineers and a first sales team in Europe.',
  team: [{ name: 'Dana Cohen', role: 'CEO', linkedinUrl: 'https://www.linkedin.com/in/dana' }],
  descriptionHe: 'פלטפורמה לניהול מלאי לחנויות קטנות',
  descriptionEn: 'An inventory platform for small shops',
})

export const documentKinds = [
  'pitch-deck',
  'financial-statements',
  'articles-of-association',
  'cap-table',
] as const

/** Everything but the submission: both steps saved complete and the four documents uploaded. */
export async function completeInquiry(caller: Caller, category: number): Promise<void> {
  for (const [step, body] of [
    ['company', companyStep],
    ['venture', ventureStep(category)],
  ] as const) {
    const response = await saveStep(caller, step, { ...body, intent: 'continue' })
    if (response.status !== 200) throw new Error(`${step}: ${await response.text()}`)
  }
  for (const kind of documentKinds) {
    const response = await upload(caller, kind, { bytes: pdfBytes(), name: `${kind}.pdf` })
    if (response.status !== 201) throw new Error(`${kind}: ${await response.text()}`)
  }
}
