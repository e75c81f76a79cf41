import { addLeaderRequestRoute } from '@/contracts/profile'
import { routeHandler } from '@/server/http/route-handler'
import { addLeaderRequest } from '@/server/leader-requests/add-leader-request'
import { documentUploadBodyBytes } from '@/server/profile/document-upload-limit'

/** The contract: src/contracts/profile.ts (the operation re-checks the body, files by their bytes). */
export const POST = routeHandler(
  addLeaderRequestRoute,
  async ({ payload, signedIn, body }) => ({
    request: await addLeaderRequest(payload, signedIn.investor, body),
  }),
  // Five documents and the form around them.
  { maxBodyBytes: 5 * documentUploadBodyBytes },
)
