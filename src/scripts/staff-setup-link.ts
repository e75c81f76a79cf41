import './load-env'

import { getPayload } from 'payload'

/** `npm run staff:setup-link -- <email>`: see src/server/staff/issue-staff-setup-link-by-email.ts. */
const email = process.argv[2]
if (!email) {
  console.error('usage: npm run staff:setup-link -- <email>')
  process.exit(2)
}
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// After the config: an app module imported before it can deadlock the two graphs' top-level
// evaluation (see tests/support/create-e2e-staff.ts).
const { issueStaffSetupLinkByEmail } =
  await import('@/server/staff/issue-staff-setup-link-by-email')
const issued = await issueStaffSetupLinkByEmail(payload, email)
if (!issued) {
  console.error(`${email}: no staff account`)
  process.exit(1)
}
console.log(
  `${email}: setup link (one use, until ${issued.expiresAt.toISOString()}; earlier links stop working):\n${issued.link}`,
)
process.exit(0)
