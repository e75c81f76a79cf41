import '../../src/scripts/load-env'

import { getPayload } from 'payload'

/**
 * One administrator per parallel browser-test worker (password SEED_ADMIN_PASSWORD, second factor
 * from e2eStaffTotpSecret). Payload
 * records a staff session by rewriting the account's whole session list, so two sign-ins of one
 * account at the same moment can lose one of them; separate accounts per worker never race.
 */
const password = process.env.SEED_ADMIN_PASSWORD
if (!password) throw new Error('SEED_ADMIN_PASSWORD is required')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// Imported only now: imported before the config, these modules and the config's own graph (which
// reaches them through the staff sign-in hooks) could wait on each other's top-level evaluation,
// and Node ended the script half-way with exit code 13 (unsettled top-level await), about every
// second run on a fresh database.
const { totpSealPurpose } = await import('@/server/staff/check-second-factor')
const { sealValue } = await import('@/server/security/sealed-value')
const { e2eStaffEmail, e2eStaffSlots, e2eStaffTotpSecret } = await import('./e2e-staff')
for (let slot = 0; slot < e2eStaffSlots; slot++) {
  const email = e2eStaffEmail(slot)
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) continue
  const user = await payload.create({
    collection: 'users',
    context: { disableRevalidate: true },
    data: { email, password, name: `E2E staff ${slot}`, role: 'admin' },
  })
  // Administrators sign in with a second factor: the tests compute its codes from this key.
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      twoFactorSecret: sealValue(totpSealPurpose, e2eStaffTotpSecret(slot, password)),
      twoFactorRecoveryCodes: [],
      twoFactorEnabledAt: new Date().toISOString(),
    },
  })
}
process.exit(0)
