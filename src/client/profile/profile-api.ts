import { callRoute } from '@/client/call-route'
import { ownProfileRoute, type ownProfileSchema } from '@/contracts/profile'
import {
  submitIdentityCheckRoute,
  updateProfileRoute,
  uploadAvatarRoute,
  uploadDocumentRoute,
} from '@/contracts/profile'
import type { ProfileUpdate } from '@/domain/investors/profile-schema'
import type { DocumentKind } from '@/domain/kyc/document-kinds'
import type * as z from '@/domain/zod'

export { apiErrorOf } from '@/client/call-route'

/** The profile as every profile call answers it (src/contracts/accounts.ts). */
export type OwnProfile = z.output<typeof ownProfileSchema>

/** The profile calls (src/contracts/profile.ts), in the page's language. */
export function fetchProfile(investorId: number): Promise<OwnProfile> {
  return callRoute(ownProfileRoute, { params: { id: investorId }, input: {} })
}

export function saveProfile(patch: ProfileUpdate, locale: string): Promise<OwnProfile> {
  return callRoute(updateProfileRoute, { input: patch, locale })
}

export function submitIdentityCheck(locale: string): Promise<OwnProfile> {
  return callRoute(submitIdentityCheckRoute, { input: {}, locale })
}

/** An identity document or proof (`kind`), or the profile picture (`kind` null). */
export async function uploadProfileFile(
  file: File,
  kind: DocumentKind | null,
  locale: string,
): Promise<void> {
  if (kind) await callRoute(uploadDocumentRoute, { input: { file, kind }, locale })
  else await callRoute(uploadAvatarRoute, { input: { file }, locale })
}
