import './load-env'

import { getPayload, type Migration } from 'payload'

import { describeProblems, unsetSettings } from '@/domain/configuration/required-settings'

// What Payload needs to start at all, said in one line (`npm start` runs this first); the server
// checks the rest of what production needs before it listens (serve.ts).
const unset = unsetSettings(process.env, ['DATABASE_URI', 'PAYLOAD_SECRET'])
if (unset.length) {
  console.error(`migrate: ${describeProblems(unset)}`)
  process.exit(1)
}

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
// After the config, as every script's app imports (see docs/operations.md, Migrations, scripts and
// the compiled server).
const { everyPublicContentTag, expireTagsOutsideNext } =
  await import('@/server/cache/expire-tags-outside-next')
const { migrations } = await import('../../migrations')

// On an empty database the migrations' own table does not exist yet: none applied.
const appliedCount = () =>
  payload.count({ collection: 'payload-migrations' }).then(
    (result) => result.totalDocs,
    () => 0,
  )
const appliedBefore = await appliedCount()
// Payload types a migration's argument as unknown; it passes the adapter's, which ours take.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
const applied = (await appliedCount()) - appliedBefore
if (applied > 0) {
  console.log(`migrate: ${applied} ${applied === 1 ? 'migration' : 'migrations'} applied`)
  // A migration may rewrite content a running site has cached (every instance, through Redis).
  const expiry = await expireTagsOutsideNext(everyPublicContentTag(payload))
  if (expiry.via !== 'none') console.log(`migrate: cached pages expired (${expiry.via})`)
}
clearTimeout(deadline)
process.exit(0)
