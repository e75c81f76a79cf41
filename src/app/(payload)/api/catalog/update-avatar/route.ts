import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { documentUploadBodyBytes } from '@/server/profile/document-upload-limit'
import { uploadInvestorDocument } from '@/server/profile/upload-investor-document'

/** Spec 7, POST /api/catalog/update-avatar (multipart, the picture in `file`). */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    const avatar = await uploadInvestorDocument(
      context.payload,
      investor.id,
      'avatar',
      context.body.file,
    )
    return ok(
      { avatarUrl: avatar.url },
      { status: 201, headers: { 'Cache-Control': 'private, no-store' } },
    )
  },
  { maxBodyBytes: documentUploadBodyBytes },
)
