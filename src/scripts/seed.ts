import './load-env'

import { getPayload } from 'payload'

import { seedDemoContent } from '@/server/seed/seed-demo-content'

/** `npm run seed`: demo content in both languages and one admin account (password printed once). */
const onlyIfEmpty = process.argv.includes('--if-empty')
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })

if (onlyIfEmpty && (await payload.count({ collection: 'pages' })).totalDocs > 0) {
  console.log('seed: the database already has content, nothing to do')
} else {
  const result = await seedDemoContent(payload, { adminPassword: process.env.SEED_ADMIN_PASSWORD })
  if (result.adminCreated) {
    console.log(
      `\nAdmin account: ${result.adminEmail}\nPassword:      ${result.adminPassword}\n(shown once; change it after logging in at /admin)\n`,
    )
  }
}
process.exit(0)
