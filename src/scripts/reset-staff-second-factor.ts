import './load-env'

import { getPayload } from 'payload'

/** `npm run staff:reset-second-factor -- <email>`: see src/server/staff/reset-second-factor.ts. */
const email = process.argv[2]
if (!email) {
  console.error('usage: npm run staff:reset-second-factor -- <email>')
  process.exit(2)
}
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// After the config: an app module imported before it can deadlock the two graphs' top-level
// evaluation (see tests/support/create-e2e-staff.ts).
const { resetStaffSecondFactor } = await import('@/server/staff/reset-second-factor')
const issued = await resetStaffSecondFactor(payload, email)
console.log(
  issued
    ? `${email}: second factor removed, sessions ended; set up a new one with this link (one use, until ${issued.expiresAt.toISOString()}):\n${issued.link}`
    : `${email}: no staff account`,
)
process.exit(issued ? 0 : 1)
