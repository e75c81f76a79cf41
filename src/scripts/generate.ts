import './load-env'

import { generateTypes } from 'payload/node'
import { generateImportMap } from 'payload'

/** Regenerates `src/payload-types.ts` and the admin import map after a schema change. */
process.env.PAYLOAD_SECRET ??= 'generate-only'
process.env.DATABASE_URI ??= 'postgres://unused/unused'
const { default: configPromise } = await import('@payload-config')
const config = await configPromise
await generateTypes(config)
await generateImportMap(config, { force: true, log: true })
process.exit(0)
