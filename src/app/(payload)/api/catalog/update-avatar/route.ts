import { uploadAvatarRoute } from '@/contracts/profile'
import { routeHandler } from '@/server/http/route-handler'
import { documentUploadBodyBytes } from '@/server/profile/document-upload-limit'
import { uploadInvestorDocument } from '@/server/profile/upload-investor-document'

/** The contract: src/contracts/profile.ts. */
export const POST = routeHandler(
  uploadAvatarRoute,
  async ({ payload, signedIn, input }) => {
    const avatar = await uploadInvestorDocument(payload, signedIn.investor.id, 'avatar', input.file)
    return { avatarUrl: avatar.url }
  },
  { maxBodyBytes: documentUploadBodyBytes },
)
