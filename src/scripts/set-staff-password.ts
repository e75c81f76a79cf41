import './load-env'

import { getPayload } from 'payload'

/**
 * `npm run staff:set-password -- <email>`: a new password for a staff account, generated and
 * printed once, or the one in `STAFF_NEW_PASSWORD` (see src/server/staff/set-staff-password.ts).
 */
const email = process.argv[2]
if (!email) {
  console.error('usage: npm run staff:set-password -- <email>')
  process.exit(2)
}
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// After the config: an app module imported before it can deadlock the two graphs' top-level
// evaluation (see tests/support/create-e2e-staff.ts).
const { setStaffPassword } = await import('@/server/staff/set-staff-password')
try {
  const password = await setStaffPassword(payload, email, process.env.STAFF_NEW_PASSWORD)
  if (!password) {
    console.error(`${email}: no staff account`)
    process.exit(1)
  }
  console.log(
    process.env.STAFF_NEW_PASSWORD
      ? `${email}: password set; its sessions ended`
      : `${email}: new password ${password} (shown once); its sessions ended`,
  )
  process.exit(0)
} catch (error) {
  // The staff password policy's refusal names what is wrong with the password given.
  console.error(`${email}: ${(error as Error).message}`)
  process.exit(1)
}
