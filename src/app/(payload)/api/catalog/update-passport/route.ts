import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { documentUploadBodyBytes } from '@/server/profile/document-upload-limit'
import { uploadInvestorDocument } from '@/server/profile/upload-investor-document'

/**
 * Spec 7, POST /api/catalog/update-passport (multipart): an identity document or a proof, the file
 * in `file` and what it is in `kind` (default `passport`; see docs/api.md).
 */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    const { kind = 'passport', file } = context.body
    const document = await uploadInvestorDocument(context.payload, investor.id, kind, file)
    return ok({ document }, { status: 201, headers: { 'Cache-Control': 'private, no-store' } })
  },
  { maxBodyBytes: documentUploadBodyBytes },
)
