import './load-env'

import { getPayload } from 'payload'

/**
 * `npm run seed`: demo content in both languages and one admin account, with its one-time setup
 * link printed (choose the password, enrol the authenticator; `SEED_ADMIN_PASSWORD` sets the
 * password instead, and the link enrols only).
 */
const onlyIfEmpty = process.argv.includes('--if-empty')
// `npm run dev` seeds before its site starts: there is no running site whose pages could be stale.
const beforeSite = process.argv.includes('--before-site')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// After the config, as every script's app imports (see docs/operations.md, Migrations, scripts and
// the compiled server).
const { seedDemoContent } = await import('@/server/seed/seed-demo-content')
const { everyPublicContentTag, expireTagsOutsideNext } =
  await import('@/server/cache/expire-tags-outside-next')

if (onlyIfEmpty && (await payload.count({ collection: 'pages' })).totalDocs > 0) {
  if (!beforeSite) console.log('seed: the database already has content, nothing to do')
} else {
  const result = await seedDemoContent(payload, { adminPassword: process.env.SEED_ADMIN_PASSWORD })
  if (result.adminCreated) {
    console.log(
      `\nAdmin account: ${result.adminEmail}\n${
        result.passwordGiven ? 'Password:      from SEED_ADMIN_PASSWORD\n' : ''
      }Setup link:    ${result.setupLink}\n(one use, until ${result.setupLinkExpiresAt.toISOString()}: ${
        result.passwordGiven
          ? 'set up two-step sign-in'
          : 'choose the password, set up two-step sign-in'
      }; a new one: npm run staff:setup-link -- ${result.adminEmail})\n`,
    )
  }
  if (beforeSite) {
    console.log('seed: demo content in both languages added')
    process.exit(0)
  }
  // A site already running shows the new content at once (every instance, through Redis).
  const expiry = await expireTagsOutsideNext(everyPublicContentTag(payload))
  console.log(
    expiry.via === 'redis'
      ? "seed: the running site's cached pages were expired (Redis)"
      : expiry.via === 'site'
        ? `seed: the site at ${expiry.site} expired its cached pages`
        : `seed: no running site expired its cached pages at ${expiry.site} (${expiry.reason}); a site started now shows the new content, one running elsewhere must be restarted`,
  )
}
process.exit(0)
