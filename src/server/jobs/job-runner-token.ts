import { derivedBearerToken, hasBearerToken } from '@/server/security/internal-bearer'

/**
 * The bearer token that lets a caller run Payload's due jobs (`/api/payload-jobs/run`), such as
 * scheduled publishing. `JOBS_RUN_SECRET` when an outside scheduler calls it; otherwise derived
 * from PAYLOAD_SECRET, which the in-process runner (`startJobRunner`) shares.
 */
export function jobRunnerToken(): string {
  return process.env.JOBS_RUN_SECRET || derivedBearerToken('jobs-run')
}

/** True only for `Authorization: Bearer <token>`; compared in constant time. */
export function isJobRunnerRequest(headers: Headers): boolean {
  return hasBearerToken(headers, jobRunnerToken())
}
