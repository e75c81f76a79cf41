import './load-env'

import { writeFile } from 'node:fs/promises'

import { generateTypes } from 'payload/node'
import { generateImportMap, getPayload } from 'payload'

import { databaseSchemaFile, databaseSchemaSource } from './database-schema'

/**
 * Regenerates `src/payload-types.ts`, `src/payload-generated-schema.ts` (the database's tables, which
 * raw SQL names its tables and columns through) and the admin import map after a schema change.
 */
process.env.PAYLOAD_SECRET ??= 'generate-only'
process.env.DATABASE_URI ??= 'postgres://unused/unused'
const { default: configPromise } = await import('@payload-config')
const config = await configPromise
await generateTypes(config)
await generateImportMap(config, { force: true, log: true })
// The adapter's tables, built without a connection to the database (after the import map, which
// Payload's start-up would reorder).
const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
await writeFile(databaseSchemaFile, await databaseSchemaSource(payload))
console.log(`Written ${databaseSchemaFile}`)
process.exit(0)
