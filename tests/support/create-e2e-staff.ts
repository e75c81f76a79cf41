import '../../src/scripts/load-env'

import { getPayload } from 'payload'

import { e2eStaffEmail, e2eStaffSlots } from './e2e-staff'

/**
 * One administrator per parallel browser-test worker (password SEED_ADMIN_PASSWORD). Payload
 * records a staff session by rewriting the account's whole session list, so two sign-ins of one
 * account at the same moment can lose one of them; separate accounts per worker never race.
 */
const password = process.env.SEED_ADMIN_PASSWORD
if (!password) throw new Error('SEED_ADMIN_PASSWORD is required')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
for (let slot = 0; slot < e2eStaffSlots; slot++) {
  const email = e2eStaffEmail(slot)
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) continue
  await payload.create({
    collection: 'users',
    context: { disableRevalidate: true },
    data: { email, password, name: `E2E staff ${slot}`, role: 'admin' },
  })
}
process.exit(0)
