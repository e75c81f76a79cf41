import { accountRoutes } from './accounts'
import { catalogRoutes } from './catalog'
import { companyReviewRoutes } from './company-review'
import { complianceRoutes } from './compliance'
import { contentRoutes } from './content'
import { investmentRoutes } from './investments'

/** Every route defined by a contract: the OpenAPI document lists these. */
export const apiRoutes = [
  ...accountRoutes,
  ...investmentRoutes,
  ...contentRoutes,
  ...catalogRoutes,
  ...complianceRoutes,
  ...companyReviewRoutes,
]
