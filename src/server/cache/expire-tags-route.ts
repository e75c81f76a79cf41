import { NextResponse } from 'next/server'
import * as z from '@/domain/zod'

import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { apiHandler } from '@/server/http/api-handler'
import { hasBearerToken } from '@/server/security/internal-bearer'

import { cacheExpiryToken } from './cache-expiry-token'
import { expireTags } from './expire-tags'

const expireTagsBody = z.object({
  tags: z
    .array(z.string('badRequest').min(1, 'badRequest').max(256, 'tooLong'), 'badRequest')
    .min(1, 'required')
    .max(1000, 'badRequest'),
})

/**
 * `POST /api/cache/expire` with `{ tags }`: content written outside a request (`npm run seed`
 * from another shell) expires what this process has cached of it. Only a caller holding
 * PAYLOAD_SECRET can compute the bearer token. With REDIS_URL the seed uses Redis instead, which
 * reaches every instance; this is the single-process path (no Redis).
 */
export const expireTagsRoute = apiHandler(async ({ request, body }) => {
  if (!hasBearerToken(request.headers, cacheExpiryToken())) throw new AppError('UNAUTHENTICATED')
  const { tags } = parseInput(expireTagsBody, body)
  expireTags(tags)
  return NextResponse.json(
    { expired: tags.length },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
