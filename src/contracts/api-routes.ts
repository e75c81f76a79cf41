import { investmentRoutes } from './investments'

/** Every route defined by a contract: the OpenAPI document lists these. */
export const apiRoutes = [...investmentRoutes]
