import { inquiryFileMaxBytes } from '@/domain/companies/inquiry-files'
import { uploadInquiryFile } from '@/server/companies/upload-inquiry-file'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

/**
 * POST /api/company/inquiry/files (multipart `kind`, `file`): answers `201 { file, inquiry }`.
 * The body may hold the largest file an inquiry takes and the form around it.
 */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    const answer = await uploadInquiryFile(context.payload, investor, context.body)
    return ok(answer, { status: 201, headers: { 'Cache-Control': 'private, no-store' } })
  },
  { maxBodyBytes: inquiryFileMaxBytes + 64 * 1024 },
)
