import { accountSettingsRoutes } from './account-settings'
import { verificationCodeRoutes } from './verification-codes'
import { accountRoutes } from './accounts'
import { sessionRoutes } from './session'
import { signInRoutes } from './sign-in'
import { staffLinkRoutes } from './staff-links'
import { catalogRoutes } from './catalog'
import { companyRoutes } from './companies'
import { companyReviewRoutes } from './company-review'
import { complianceRoutes } from './compliance'
import { contentRoutes } from './content'
import { investmentRoutes } from './investments'
import { leadRoutes } from './leads'
import { profileRoutes } from './profile'
import { settlementRoutes } from './settlement'
import { staffProjectRoutes } from './staff-projects'

/** Every route defined by a contract: the OpenAPI document lists these. */
export const apiRoutes = [
  ...sessionRoutes,
  ...signInRoutes,
  ...accountRoutes,
  ...staffLinkRoutes,
  ...verificationCodeRoutes,
  ...accountSettingsRoutes,
  ...investmentRoutes,
  ...contentRoutes,
  ...catalogRoutes,
  ...complianceRoutes,
  ...companyReviewRoutes,
  ...companyRoutes,
  ...leadRoutes,
  ...profileRoutes,
  ...settlementRoutes,
  ...staffProjectRoutes,
]
