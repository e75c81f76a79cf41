import type { CollectionBeforeOperationHook } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import { rateLimitRules, type RateLimitRule } from '@/domain/auth/rate-limit-rules'
import { isPlainText } from '@/domain/plain-text'
import {
  checkStaffSignIn,
  clientIpHeader,
  consumeRateLimit,
  staffFieldError,
  tooManyAttempts,
} from '@/server/for-payload-config'

import { staffPasswordError } from './password-policy'

/**
 * Staff sign-in, forgotten and reset passwords get the limits of the investor side (Payload has
 * none per IP), sign-in its second factor, and a reset the password policy (Payload's reset path
 * does not run the collection's password checks).
 */
export const guardStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const ip = req.headers.get(clientIpHeader) ?? 'unknown'
  const limit = async (rule: RateLimitRule, key: string) => {
    const result = await consumeRateLimit(req.payload, rule, key)
    if (!result.allowed) throw tooManyAttempts(req, result.retryAfterSeconds)
  }
  if (operation === 'login') await checkStaffSignIn(req, data)
  if (operation === 'forgotPassword') {
    await limit(rateLimitRules.staffForgotPerIp, ip)
    const email = typeof data.email === 'string' ? normalizeEmail(data.email) : ''
    await limit(rateLimitRules.staffForgotPerAccount, email)
    if (!isPlainText(email)) throw staffFieldError('email', req.t('validation:emailAddress'))
    // The link goes through the outbox after the answer (queueResetEmail), not by Payload while
    // the request waits; a caller that asked for no e-mail (a script) still gets none.
    req.context.queueStaffResetEmail = !(args as { disableEmail?: boolean }).disableEmail
    return { ...args, disableEmail: true }
  }
  if (operation === 'resetPassword') {
    await limit(rateLimitRules.staffResetPerIp, ip)
    const password = typeof data.password === 'string' ? data.password : ''
    const error = staffPasswordError(req, password, [])
    if (error) throw error
  }
  return args
}
