import type { Payload } from 'payload'

import { seedDemoPosts } from './seed-demo-posts'
import { seedDemoQa } from './seed-demo-qa'

/** Blog posts, articles and the Q&A centre. */
export async function seedBlogAndQa(payload: Payload) {
  await seedDemoPosts(payload)
  await seedDemoQa(payload)
}
