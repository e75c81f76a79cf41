import './load-env'

import { getPayload, type Migration } from 'payload'

/**
 * Applies pending migrations from `migrations/`. Never prompts and never hangs: it has a deadline.
 * The list comes from `migrations/index.ts`, bundled with the compiled script (dist/server), so
 * that Payload need not import the TypeScript files it would otherwise read from the folder.
 */
const deadline = setTimeout(() => {
  console.error('migrate: no result after 5 minutes, giving up')
  process.exit(1)
}, 5 * 60_000)

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
const { migrations } = await import('../../migrations')
// Payload types a migration's argument as unknown; it passes the adapter's, which ours take.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
clearTimeout(deadline)
process.exit(0)
