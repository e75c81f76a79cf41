import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import type { ClientContext } from '@/server/accounts/client-context'
import { registerAccount as openAccount } from '@/server/accounts/register-account'
import { deliverQueuedEmails } from '@/server/email/deliver-queued-emails'
import { AppError } from '@/server/errors/app-error'

import { intMail } from '../int/stub-ports'
import { linkFrom, waitForMessage, type CaughtMessage } from './mail-catcher'

export const strongPassword = 'Copper-Lantern-4812'

/** A browser of its own: a fresh IP keeps each test under the per-IP limits. */
export function aClient(locale: 'he' | 'en' = 'en'): ClientContext {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  return { ip, userAgent: 'vitest', locale }
}

export function anEmail(prefix = 'investor'): string {
  return `${prefix}.${Date.now()}.${randomInt(1e6)}@example.com`
}

export async function registerAccount(
  payload: Payload,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await openAccount(
    payload,
    {
      name: 'Dana Cohen',
      email,
      phone: '050-123-4567',
      password: strongPassword,
      confirmPassword: strongPassword,
      agree: true,
      ...overrides,
    },
    aClient(),
  )
  return id
}

/** Sends the outbox and waits for the e-mail to `to` that matches. */
export async function receive(
  payload: Payload,
  to: string,
  predicate: (message: CaughtMessage) => boolean = () => true,
): Promise<CaughtMessage> {
  // Everything waiting goes, not one round's worth: earlier test files may have left a backlog
  // larger than a round, and the message awaited is the newest.
  while ((await deliverQueuedEmails(payload)) > 0);
  return waitForMessage(intMail.url, to, predicate, 10_000)
}

/** The token carried by the e-mailed link to `path` (`code` or `token` query parameter). */
export async function tokenFromEmail(payload: Payload, to: string, path: string): Promise<string> {
  const message = await receive(payload, to, (m) => linkFrom(m, path) !== null)
  const url = new URL(linkFrom(message, path) as string)
  return (url.searchParams.get('code') ?? url.searchParams.get('token')) as string
}

/** The AppError an operation fails with (or a test failure if it succeeds). */
export async function failureOf(operation: Promise<unknown>): Promise<AppError> {
  try {
    await operation
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected the operation to fail')
}
