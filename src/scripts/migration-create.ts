import './load-env'

import { getPayload } from 'payload'

/** Writes a migration for the schema changes since the last one: `npm run migration:create -- name`. */
const name = process.argv[2] ?? 'change'
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
process.exit(0)
