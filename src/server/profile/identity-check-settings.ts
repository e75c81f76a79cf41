import type { Payload, PayloadRequest } from 'payload'

import { readSettingsGlobal } from '@/server/settings/read-settings-global'

/** The identity check's settings (global `identity-check`), with their defaults. */
export async function getIdentityCheckSettings(payload: Payload, req?: Partial<PayloadRequest>) {
  const settings = await readSettingsGlobal(payload, 'identity-check', { req })
  return {
    selfieRequired: settings.selfieRequired ?? false,
    maxDocumentBytes: (settings.maxDocumentMegabytes ?? 10) * 1024 * 1024,
  }
}
