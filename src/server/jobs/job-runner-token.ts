import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto'

import { requiredEnv } from '@/server/env'

/**
 * The bearer token that lets a caller run Payload's due jobs (`/api/payload-jobs/run`), such as
 * scheduled publishing. `JOBS_RUN_SECRET` when an outside scheduler calls it; otherwise derived
 * from PAYLOAD_SECRET, which the in-process runner (`startJobRunner`) shares.
 */
export function jobRunnerToken(): string {
  const configured = process.env.JOBS_RUN_SECRET
  if (configured) return configured
  return Buffer.from(
    hkdfSync('sha256', requiredEnv('PAYLOAD_SECRET'), 'jobs-run', 'v1', 32),
  ).toString('base64url')
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** True only for `Authorization: Bearer <token>`; compared in constant time. */
export function isJobRunnerRequest(headers: Headers): boolean {
  const header = headers.get('authorization') ?? ''
  if (!header.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(jobRunnerToken()))
}
