import { uploadDocumentRoute } from '@/contracts/profile'
import { routeHandler } from '@/server/http/route-handler'
import { documentUploadBodyBytes } from '@/server/profile/document-upload-limit'
import { uploadInvestorDocument } from '@/server/profile/upload-investor-document'

/** The contract: src/contracts/profile.ts. */
export const POST = routeHandler(
  uploadDocumentRoute,
  async ({ payload, signedIn, input }) => ({
    document: await uploadInvestorDocument(payload, signedIn.investor.id, input.kind, input.file),
  }),
  { maxBodyBytes: documentUploadBodyBytes },
)
