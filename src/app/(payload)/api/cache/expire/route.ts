import { expireTagsRoute } from '@/server/cache/expire-tags-route'

// This folder wins over Payload's `[...slug]` catch-all for exactly this path.
export const dynamic = 'force-dynamic'

/** A script (the seed) expiring what it changed on this running site: see the handler. */
export const POST = expireTagsRoute
