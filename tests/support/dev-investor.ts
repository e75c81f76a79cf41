import '../../src/scripts/load-env'

import { getPayload } from 'payload'

/**
 * For the test of `npm run dev` (tests/int/dev-server.test.ts), run against the dev start's own
 * database (DATABASE_URI, PAYLOAD_SECRET): a project raising now and an investor ready to invest in
 * it (profile complete, qualified and verified), signed in as a browser is (a session cookie).
 * Prints `{ alias, sessionToken }`.
 */
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// Imported after the config (see create-e2e-staff.ts: the exit-code-13 hazard).
const { readyInvestors, aRaisingProject } = await import('./investing')
const { createSession } = await import('@/server/auth/create-session')

const { alias } = await aRaisingProject(payload)
const [investor] = await readyInvestors(payload, 1, {
  investorType: 'qualified',
  typeVerified: true,
})
const { token } = await createSession({
  payload,
  investorId: investor!.id,
  transport: 'cookie',
  settings: { sessionMaxHours: 1 },
  ip: null,
  userAgent: null,
})
console.log(JSON.stringify({ alias, sessionToken: token }))
process.exit(0)
