import { ValidationError, type Payload } from 'payload'

import * as z from '@/domain/zod'
import {
  accountKindField,
  companyRegistrationSchema,
  registrationSchema,
} from '@/domain/auth/credentials-schema'
import type { AccountKind } from '@/domain/auth/account-kind'
import { normalizeEmail } from '@/domain/auth/email-address'
import { passwordProblem } from '@/domain/auth/password-policy'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { maskPhone, toE164 } from '@/domain/phone'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'
import { hashPassword } from '@/server/auth/password-hash'
import { queueEmail } from '@/server/email/queue-email'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { consumeRateLimit } from '@/server/security/consume-rate-limit'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'
import { activationEmail } from './activation-email'
import { activationLink } from './links'
import { issueAccountToken } from './account-tokens'
import type { ClientContext } from './client-context'
import { findInvestorByEmail } from './find-investor-by-email'
import { needsCodeVerification } from './needs-code-verification'
import { issueVerificationTicket } from '@/server/otp/verification-ticket'

export type RegistrationResult = {
  id: number
  requiresPhoneVerification: boolean
  phoneNumber: string
  verificationTicket: string | null
}

/** The registration's kind alone, read first: it decides which of the two forms' rules apply. */
const kindOfRegistration = z.object({ accountKind: accountKindField }, { error: 'badRequest' })

function parseRegistration(input: unknown) {
  const { accountKind } = parseInput(kindOfRegistration, input)
  if (accountKind === 'investor')
    return { accountKind, company: null, ...parseInput(registrationSchema, input) }
  const { companyName, companyNumber, ...person } = parseInput(companyRegistrationSchema, input)
  return { accountKind, company: { companyName, companyNumber }, ...person }
}

/**
 * Opens an investor's or a capital-raising company's account (spec 4 and 6, registration). The
 * spec answers every failure with "the e-mail is already registered", which tells whether an
 * address has an account; so the password is hashed before the lookup (same timing either way),
 * the IP is limited to a few attempts an hour, and the address's owner is told by e-mail that
 * someone tried. A company's account is its contact person's (`name`) plus the company's name and
 * number; it cannot invest, as an investor's cannot raise capital.
 */
export async function registerAccount(
  payload: Payload,
  input: unknown,
  client: ClientContext,
): Promise<RegistrationResult> {
  const data = parseRegistration(input)
  await enforceRateLimit(payload, rateLimitRules.registerPerIp, client.ip)
  const email = normalizeEmail(data.email)
  const personalWords = [data.name, email, ...(data.company ? [data.company.companyName] : [])]
  const problem = passwordProblem(data.password, personalWords)
  if (problem) throw fieldError('password', problem)
  const phone = toE164(data.phone, data.phoneCountry as never)
  if (!phone) throw fieldError('phone', 'phoneInvalid')

  const passwordHash = await hashPassword(data.password)
  const existing = await findInvestorByEmail(payload, email)
  if (existing) {
    await tellOwnerOfAttempt(payload, existing.email, existing.locale)
    throw new AppError('REGISTRATION_FAILED')
  }

  const now = new Date().toISOString()
  const accountKind: AccountKind = data.accountKind
  const settings = await getAccountSecuritySettings(payload)
  // The account, its activation link and e-mail, and the phone-code ticket commit together: a
  // failure part-way leaves no account that cannot be activated, and the address free.
  return withTransaction(payload, async ({ req }) => {
    let investor
    try {
      investor = await payload.create({
        collection: 'investors',
        data: {
          email,
          name: data.name,
          phone,
          accountKind,
          ...(data.company ?? {}),
          locale: client.locale,
          emailVerified: false,
          termsAcceptedAt: now,
          lastActivityAt: now,
          passwordChangedAt: now,
          passwordHash,
        },
        req,
      })
    } catch (error) {
      // A concurrent registration of the same address lost the race on the unique index. Any
      // other failure (the database down) is not "already registered": it stays an error.
      if (isEmailTaken(error)) throw new AppError('REGISTRATION_FAILED')
      throw error
    }
    const token = await issueAccountToken(payload, investor.id, 'activate', undefined, req)
    await queueEmail(
      payload,
      { to: email, locale: client.locale, ...activationEmail(investor, activationLink(token)) },
      req,
    )
    const requiresPhoneVerification = needsCodeVerification(investor, settings)
    return {
      id: investor.id,
      requiresPhoneVerification,
      phoneNumber: maskPhone(phone),
      verificationTicket: requiresPhoneVerification
        ? await issueVerificationTicket(payload, investor.id, req)
        : null,
    }
  })
}

/** Payload's answer to a unique index refusing the address (`investors.email`). */
function isEmailTaken(error: unknown): boolean {
  return (
    error instanceof ValidationError &&
    error.data.errors.some((problem) => problem.path === 'email')
  )
}

async function tellOwnerOfAttempt(payload: Payload, email: string, locale: 'he' | 'en') {
  const { allowed } = await consumeRateLimit(
    payload,
    rateLimitRules.forgotPerAccount,
    `register:${email}`,
  )
  if (allowed)
    await queueEmail(payload, { to: email, template: 'addressInUse', locale, values: {} })
}
