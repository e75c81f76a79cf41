import type { Payload, PayloadRequest } from 'payload'

/** The identity check's settings (global `identity-check`), with their defaults. */
export async function getIdentityCheckSettings(payload: Payload, req?: Partial<PayloadRequest>) {
  const settings = await payload.findGlobal({ slug: 'identity-check', depth: 0, req })
  return {
    selfieRequired: settings.selfieRequired ?? false,
    maxDocumentBytes: (settings.maxDocumentMegabytes ?? 10) * 1024 * 1024,
  }
}
