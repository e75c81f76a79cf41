import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH } from '@payloadcms/next/routes'
import type { NextRequest } from 'next/server'

import { submitLeadRoute } from '@/contracts/leads'
import { withPayloadBodyGuard } from '@/server/http/payload-body-guard'
import { withPayloadQueryGuard } from '@/server/http/payload-query-guard'
import { payloadRest } from '@/server/http/payload-rest'
import { routeHandler } from '@/server/http/route-handler'
import { leadRouteOptions, storeLead } from '@/server/leads/lead-route'

/**
 * POST /api/leads, the contract: src/contracts/leads.ts (a visitor's contact request from any lead
 * form, `type` says which). The other methods stay Payload's own REST API for the collection
 * (editors list, update and delete leads).
 */
export const POST = routeHandler(submitLeadRoute, storeLead(), leadRouteOptions)

const collection = { params: Promise.resolve({ slug: ['leads'] }) }
// As the catch-all's: origin check and cache headers, then the query and body guards, then Payload.
export const GET = (request: NextRequest) =>
  payloadRest(withPayloadQueryGuard(REST_GET(config)))(request, collection)
export const PATCH = (request: NextRequest) =>
  payloadRest(withPayloadQueryGuard(withPayloadBodyGuard(REST_PATCH(config))))(request, collection)
export const DELETE = (request: NextRequest) =>
  payloadRest(withPayloadQueryGuard(REST_DELETE(config)))(request, collection)
export const OPTIONS = (request: NextRequest) =>
  payloadRest(REST_OPTIONS(config))(request, collection)
