import { uploadInquiryFileRoute } from '@/contracts/companies'
import { inquiryFileMaxBytes } from '@/domain/companies/inquiry-files'
import { uploadInquiryFile } from '@/server/companies/upload-inquiry-file'
import { routeHandler } from '@/server/http/route-handler'

/**
 * The contract: src/contracts/companies.ts. The body may hold the largest file an inquiry takes
 * and the form around it.
 */
export const POST = routeHandler(
  uploadInquiryFileRoute,
  async ({ payload, signedIn, input }) => uploadInquiryFile(payload, signedIn.investor, input),
  { maxBodyBytes: inquiryFileMaxBytes + 64 * 1024 },
)
