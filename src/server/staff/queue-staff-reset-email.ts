import type { PayloadRequest } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import { queueEmail } from '@/server/email/queue-email'
import { siteUrl } from '@/server/http/site-url'

/**
 * A staff member's password-reset link, written to the outbox (sealed) instead of sent by Payload
 * while the request waits: sent at once, the mail server's time told which addresses have an
 * account. Delivery follows the answer (payload-rest.ts).
 */
export async function queueStaffResetEmail(
  req: PayloadRequest,
  email: unknown,
  token: unknown,
): Promise<void> {
  if (typeof email !== 'string' || typeof token !== 'string' || !token) return
  const found = await req.payload.find({
    collection: 'users',
    where: { email: { equals: normalizeEmail(email) } },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  const user = found.docs[0]
  if (!user) return
  const adminRoute = req.payload.config.routes.admin
  await queueEmail(req.payload, {
    to: user.email,
    template: 'staffResetPassword',
    locale: req.i18n?.language === 'en' ? 'en' : 'he',
    values: { name: user.name ?? user.email, link: `${siteUrl()}${adminRoute}/reset/${token}` },
  })
}
