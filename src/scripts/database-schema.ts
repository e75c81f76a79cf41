import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'
import * as prettier from 'prettier'

/** The committed Drizzle tables of the database, which raw SQL names tables and columns through. */
export const databaseSchemaFile = fileURLToPath(
  new URL('../payload-generated-schema.ts', import.meta.url),
)

// `payload generate:db-schema` also types Payload's own Drizzle instance with these tables (a
// `declare module` of the adapter), which would retype every `payload.db.drizzle` in the project:
// the tables are for naming, so that part is left out.
const augmentation =
  /\ndeclare module '@payloadcms\/db-postgres' \{\n\s*export interface GeneratedDatabaseSchema \{\n\s*schema: DatabaseSchema\n\s*\}\n\}\n/
const typeImport = "import type {} from '@payloadcms/db-postgres'\n"
// The adapter creates the locales' enum type as `_locales` (@payloadcms/drizzle's postgres/init.js);
// the generator writes `enum__locales`, the name of its variable, as the type's name.
const localesEnum = "pgEnum('enum__locales', "
const regenerate = 'and re-run `payload generate:db-schema` to regenerate this file.'

/**
 * The source of src/payload-generated-schema.ts for the config `payload` runs: the adapter's
 * tables as `payload generate:db-schema` writes them (no database connection needed), less the
 * adapter's retyping, with the locales' enum under its name in the database, formatted as the
 * project's code. `npm run generate` writes it;
 * tests/int/database-schema.test.ts fails while the committed file differs.
 */
export async function databaseSchemaSource(payload: Payload): Promise<string> {
  if (!payload.db.generateSchema) throw new Error(`${payload.db.packageName}: no generateSchema`)
  const directory = await mkdtemp(path.join(tmpdir(), 'database-schema-'))
  let generated: string
  try {
    const outputFile = path.join(directory, 'schema.ts')
    await payload.db.generateSchema({ outputFile, log: false, prettify: false })
    generated = await readFile(outputFile, 'utf8')
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
  // A Payload whose output changed shape fails here rather than writing a file that retypes.
  for (const part of [augmentation, typeImport, regenerate, localesEnum])
    if (!(typeof part === 'string' ? generated.includes(part) : part.test(generated)))
      throw new Error(`generate:db-schema's output changed: no ${String(part)}`)
  const source = generated
    .replace(augmentation, '\n')
    .replace(typeImport, '')
    .replace(localesEnum, "pgEnum('_locales', ")
    .replace(regenerate, 'and run `npm run generate` to regenerate this file.')
  const options = await prettier.resolveConfig(databaseSchemaFile)
  return prettier.format(source, { ...options, filepath: databaseSchemaFile })
}
