import '../../src/scripts/load-env'

import { getPayload } from 'payload'

/**
 * For browser tests that need a raise that has closed: `close-raise.ts <alias>` runs the
 * settlement (`settleRaises`, as the every-minute job does) for that project as if two days after
 * its end had come, so that with its minimum it succeeds and its paid investments are approved.
 * No card provider is used (the raise's pledges are transfers). Prints `{ id, status }`.
 */
const [alias] = process.argv.slice(2)
if (!alias) throw new Error('usage: close-raise <alias>')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// Imported after the config (see create-e2e-staff.ts: the exit-code-13 hazard).
const { settleRaises } = await import('@/server/raise/settle-raises')
const { docs } = await payload.find({
  collection: 'projects',
  where: { alias: { equals: alias } },
  select: { endDate: true },
  depth: 0,
  limit: 1,
})
const project = docs[0]
if (!project?.endDate) throw new Error(`no project ${alias} with an end date`)
const after = new Date(Date.parse(project.endDate) + 2 * 86_400_000)
await settleRaises(payload, { projects: [project.id], now: after, gateway: null })
const closed = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
console.log(JSON.stringify({ id: project.id, status: closed.status }))
process.exit(0)
