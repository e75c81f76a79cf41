import {
  Forbidden,
  NotFound,
  type Access,
  type Endpoint,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { isStaff, staffRole } from './is-staff'

/** A staff member's own rows of a Payload collection keyed by `user` (their admin preferences). */
const ownStaffRows: Access = ({ req }) => {
  if (!staffRole(req) || !req.user) return false
  const own: Where[] = [
    { 'user.value': { equals: req.user.id } },
    { 'user.relationTo': { equals: 'users' } },
  ]
  return { and: own }
}

const staffOnly = { create: isStaff, read: isStaff, update: isStaff, delete: isStaff }

/**
 * Payload's preference endpoints (`/api/payload-preferences/:key`) skip access control, and its
 * delete of a key the member has no preference for fails in the database (a 500): 404 instead.
 */
const staffOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!isStaff({ req }) || !req.user) throw new Forbidden(req.t)
    if (endpoint.method === 'delete') {
      const key = String(req.routeParams?.key ?? '')
      const own = await req.payload.count({
        collection: 'payload-preferences',
        where: {
          and: [
            { key: { equals: key } },
            { 'user.value': { equals: req.user.id } },
            { 'user.relationTo': { equals: 'users' } },
          ],
        },
        req,
      })
      if (own.totalDocs === 0) throw new NotFound(req.t)
    }
    return endpoint.handler(req)
  },
})

/**
 * Payload adds collections of its own (document locks, admin preferences) whose access is "any
 * signed-in user", and investors are signed-in users too: an investor could forge a lock that
 * stops an editor's save, or delete other people's locks. They are the admin panel's, so staff's.
 * Globals without versions get staff-only `readVersions` instead of Payload's default.
 */
export async function restrictPayloadInternals(
  built: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents')
      collection.access = { ...collection.access, ...staffOnly }
    if (collection.slug === 'payload-preferences')
      collection.access = {
        ...collection.access,
        create: isStaff,
        read: ownStaffRows,
        update: ownStaffRows,
        delete: ownStaffRows,
      }
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints))
      collection.endpoints = collection.endpoints.map(staffOnlyEndpoint)
  }
  for (const global of config.globals) global.access.readVersions ??= isStaff
  return config
}
