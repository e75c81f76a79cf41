import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { addLeaderRequest } from '@/server/leader-requests/add-leader-request'
import { documentUploadBodyBytes } from '@/server/profile/document-upload-limit'

/**
 * Spec 7, POST /api/catalog/add-leader-request (multipart or JSON): `message`, optional `files`
 * (up to 5); answers `201 { request: { id, status, createdAt } }`, or 409 while one is open.
 */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    const request = await addLeaderRequest(context.payload, investor, context.body)
    return ok({ request }, { status: 201, headers: { 'Cache-Control': 'private, no-store' } })
  },
  // Five documents and the form around them.
  { maxBodyBytes: 5 * documentUploadBodyBytes },
)
