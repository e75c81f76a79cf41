import './load-env'

import { getPayload } from 'payload'

/** Applies pending migrations from `migrations/`. Never prompts and never hangs: it has a deadline. */
const deadline = setTimeout(() => {
  console.error('migrate: no result after 5 minutes, giving up')
  process.exit(1)
}, 5 * 60_000)

const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
await payload.db.migrate()
clearTimeout(deadline)
process.exit(0)
