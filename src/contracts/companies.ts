import { companyUpdateSchema, companyUpdateViewSchema } from '@/domain/companies/company-update'
import { declarationSchema } from '@/domain/companies/declaration-schema'
import { acceptedInquiryFileTypes, inquiryFileKinds } from '@/domain/companies/inquiry-files'
import { answerSteps } from '@/domain/companies/inquiry-steps'
import { inquiryFileViewSchema, inquiryViewSchema } from '@/domain/companies/inquiry-view'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/**
 * A capital-raising company's own inquiry (spec 2, the page `/recruitment/inquiry`) and its updates
 * to its investors. Signed-in company accounts only: an investor's account is INVESTOR_ACCOUNT.
 * Each call acts on the caller's own inquiry; a company has at most one open, started by its first
 * save or upload.
 */
const tag = 'Companies'
const companyOnly = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'INVESTOR_ACCOUNT'] as const
const inquiryAnswer = z.object({ inquiry: inquiryViewSchema })
/** A file of the inquiry by its id (another account's, or one removed, is NOT_FOUND). */
const fileId = { id: /^\d{1,10}$/ }

export const readOwnInquiryRoute = defineRoute({
  method: 'GET',
  path: '/api/company/inquiry',
  summary: 'The company’s inquiry',
  description:
    'Spec 2. The open inquiry, else the last one decided; `null` before the first save. Read through access control as the company.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: z.object({ inquiry: inquiryViewSchema.nullable() }),
  errors: companyOnly,
})

export const saveInquiryStepRoute = defineRoute({
  method: 'POST',
  path: '/api/company/inquiry/steps/{step}',
  params: { step: new RegExp(`^(?:${answerSteps.join('|')})$`) },
  summary: 'Saves one step of the inquiry, as a draft or to go on',
  description:
    'Spec 2. `company` and `venture` take the step’s fields (the rules of `src/domain/companies/*-step-schema.ts`, shared with the page; unknown fields refused): `intent: draft` keeps what is given (blank fields empty, what is given valid), `continue` needs the step complete. The venture’s category is a top-level one, its subcategory one of it, and a member’s `photo` a team photo of this inquiry. `files` takes `intent` only; `continue` needs every document (INQUIRY_INCOMPLETE, with `missingFiles`). The step saved (`draft`) or the next (`continue`) is where the company resumes.',
  tag,
  caller: 'investor',
  // The step's own schema, chosen by the step and the intent, checks the fields.
  input: z
    .looseObject({
      intent: z.enum(['draft', 'continue'], { error: 'badRequest' }).default('continue'),
    })
    .meta({ description: 'The step’s fields, with `intent`.' }),
  output: inquiryAnswer,
  errors: [...companyOnly, 'NOT_FOUND', 'INQUIRY_NOT_EDITABLE', 'INQUIRY_INCOMPLETE'],
})

export const uploadInquiryFileRoute = defineRoute({
  method: 'POST',
  path: '/api/company/inquiry/files',
  summary: 'Uploads a document or a team member’s photo to the inquiry',
  description:
    'Spec 2. A document replaces its kind’s current file; a team photo is added (the venture step names it on a member). Judged by its bytes, never its name: documents PDF (`pdfOnly`), the cap table PDF, XLSX or CSV without formulas (`capTableTypes`, `csvFormula`), photos JPEG, PNG or WebP, cut to a 512-pixel square without their metadata (`photoTypes`); at most 20 MB, photos 5 MB (`fileTooLarge`).',
  tag,
  caller: 'investor',
  body: 'multipart',
  input: z.object({
    kind: z.enum(inquiryFileKinds, { error: 'documentKindInvalid' }),
    file: z.file({ error: 'fileMissing' }),
  }),
  output: z.object({ file: inquiryFileViewSchema, inquiry: inquiryViewSchema }),
  status: 201,
  errors: [...companyOnly, 'INQUIRY_NOT_EDITABLE', 'PAYLOAD_TOO_LARGE'],
})

export const downloadInquiryFileRoute = defineRoute({
  method: 'GET',
  path: '/api/company/inquiry/files/{id}',
  params: fileId,
  summary: 'One of the company’s current files of its inquiry',
  description:
    'Photos inline, other files as downloads, under the name they were uploaded with (`filename*`, UTF-8); `nosniff`, and a sandbox should one be opened as a page.',
  tag,
  caller: 'investor',
  input: z.object({}),
  produces: {
    file: [
      ...new Set(Object.values(acceptedInquiryFileTypes).flat()),
      // A file stored without its type (none is: each is judged by its bytes on upload).
      'application/octet-stream',
    ],
  },
  output: z.never(),
  errors: [...companyOnly, 'NOT_FOUND'],
})

export const removeInquiryFileRoute = defineRoute({
  method: 'DELETE',
  path: '/api/company/inquiry/files/{id}',
  params: fileId,
  summary: 'Takes a file off the inquiry',
  description:
    'While the inquiry may be changed. A team member showing it as their photo loses it; a file staff were shown is kept for the record.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: inquiryAnswer,
  errors: [...companyOnly, 'NOT_FOUND', 'INQUIRY_NOT_EDITABLE'],
})

export const submitInquiryRoute = defineRoute({
  method: 'POST',
  path: '/api/company/inquiry/submit',
  summary: 'Declares the inquiry true and complete and sends it for review',
  description:
    'Spec 2, the finish step. A draft, or an inquiry staff asked more of. Every step complete and every document there (INQUIRY_INCOMPLETE names `missing` steps and `missingFiles`); audited (`company-inquiry.submitted`, with the files it carried).',
  tag,
  caller: 'investor',
  input: declarationSchema,
  output: inquiryAnswer,
  errors: [...companyOnly, 'INQUIRY_INCOMPLETE', 'INQUIRY_NOT_EDITABLE'],
})

export const postCompanyUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/company/projects/{id}/updates',
  params: { id: /^[1-9]\d{0,9}$/ },
  summary: 'Posts an update about the company’s project to its investors',
  description:
    'Issue 18. The company’s own project (another’s, or none: NOT_FOUND), once it is on the site (published, in a public status). In both languages, for everyone (`public`) or the project’s investors only; every investor holding a live investment in it is e-mailed in their language, once. 10 an hour per company.',
  tag,
  caller: 'investor',
  headers: {
    'Idempotency-Key': {
      required: true,
      description:
        'One per submission (8-100 letters, digits, `_` or `-`). The same key again answers the update it made, with 200, and e-mails nobody twice; used for another project, IDEMPOTENCY_KEY_REUSED.',
    },
  },
  input: companyUpdateSchema,
  output: z.object({ update: companyUpdateViewSchema }),
  status: 201,
  errors: [
    ...companyOnly,
    'NOT_FOUND',
    'IDEMPOTENCY_KEY_INVALID',
    'IDEMPOTENCY_KEY_REUSED',
    'UPDATES_NOT_OPEN',
    'RATE_LIMITED',
  ],
})

export const companyRoutes = [
  readOwnInquiryRoute,
  saveInquiryStepRoute,
  uploadInquiryFileRoute,
  downloadInquiryFileRoute,
  removeInquiryFileRoute,
  submitInquiryRoute,
  postCompanyUpdateRoute,
]
