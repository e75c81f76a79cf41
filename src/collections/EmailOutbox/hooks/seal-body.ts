import type { CollectionBeforeChangeHook } from 'payload'

import { sealOutboxFields } from '@/server/for-payload-config'

/** The bodies are stored sealed, and dropped once sent (src/server/email/outbox-seal.ts). */
export const sealOutboxBody: CollectionBeforeChangeHook = ({ data }) => {
  sealOutboxFields(data)
  return data
}
