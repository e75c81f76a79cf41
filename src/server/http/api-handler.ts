import config from '@payload-config'
import { after, NextResponse, type NextRequest } from 'next/server'
import { getPayload, type Payload } from 'payload'

import { judgeRequestOrigin, type OriginVerdict } from '@/domain/auth/request-origin'
import type { ClientContext } from '@/server/accounts/client-context'
import { allowedOrigins } from '@/server/auth/allowed-origins'
import { deliverQueuedEmailsSoon } from '@/server/email/deliver-queued-emails'
import { AppError } from '@/server/errors/app-error'
import { readKnownDeviceCookie } from '@/server/security/known-device'

import { errorResponse } from './error-response'
import { clearSessionCookies } from './investor-session'
import { clientIpHeader } from './request-context'
import { requestLocale } from './request-locale'

export type ApiContext = {
  request: NextRequest
  payload: Payload
  body: Record<string, unknown>
  client: ClientContext
  origin: OriginVerdict
}

/** Account and profile forms are small; a route taking files names its own limit. */
const defaultMaxBodyBytes = 64 * 1024

const unreadable = () => new AppError('VALIDATION_FAILED', { fields: { form: 'badRequest' } })

/**
 * The body's bytes, counted as they arrive: a body past the limit is refused whether or not it
 * declared its length (a chunked upload has no Content-Length), and no more of it is read.
 */
export async function readBytes(request: Request, maxBodyBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= maxBodyBytes))
    throw new AppError('PAYLOAD_TOO_LARGE')
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBodyBytes) {
      await reader.cancel().catch(() => {})
      throw new AppError('PAYLOAD_TOO_LARGE')
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

async function readBody(
  request: NextRequest,
  maxBodyBytes: number,
): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const bytes = await readBytes(request, maxBodyBytes)
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      // Not UTF-8 is not JSON: refused rather than read with replacement characters.
      const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {}
    }
    if (type.includes('form')) {
      const form = await new Response(bytes as BodyInit, {
        headers: { 'content-type': type },
      }).formData()
      // A repeated name (several files in `files`) gives the list of its values.
      const fields = new Map<string, unknown>()
      for (const [name, value] of form.entries()) {
        const previous = fields.get(name)
        fields.set(name, previous === undefined ? value : [previous, value].flat())
      }
      return Object.fromEntries(fields)
    }
    return {}
  } catch {
    throw unreadable()
  }
}

/**
 * Wraps an account route: refuses cross-site state changes (CSRF), reads the body, answers errors
 * from the catalogue in the person's language, and sends queued e-mail after the answer is out.
 */
export function apiHandler(
  handle: (context: ApiContext) => Promise<NextResponse>,
  options: { sendsEmail?: boolean; maxBodyBytes?: number } = {},
) {
  return async (request: NextRequest): Promise<NextResponse> => {
    let locale = requestLocale(request.headers)
    const payload = await getPayload({ config })
    try {
      const origin = judgeRequestOrigin(
        {
          secFetchSite: request.headers.get('sec-fetch-site'),
          origin: request.headers.get('origin'),
        },
        allowedOrigins(request.headers),
      )
      if (origin === 'cross-site' && request.method !== 'GET')
        throw new AppError('CROSS_SITE_REQUEST')
      const body = await readBody(request, options.maxBodyBytes ?? defaultMaxBodyBytes)
      // A GET names its language in the query, other methods in the body.
      locale = requestLocale(
        request.headers,
        request.method === 'GET' ? request.nextUrl.searchParams.get('locale') : body.locale,
      )
      const client: ClientContext = {
        ip: request.headers.get(clientIpHeader) ?? 'unknown',
        userAgent: request.headers.get('user-agent'),
        locale,
        knownDeviceCookie: readKnownDeviceCookie('investor', request.headers),
      }
      return await handle({ request, payload, body, client, origin })
    } catch (error) {
      const response = errorResponse(error, locale, (err) =>
        payload.logger.error({ err, msg: `${request.method} ${request.nextUrl.pathname}` }),
      )
      // A session that has ended takes its cookies with it.
      if (error instanceof AppError && error.code === 'SESSION_EXPIRED')
        clearSessionCookies(response)
      return response
    } finally {
      if (options.sendsEmail) {
        after(() => deliverQueuedEmailsSoon(payload))
      }
    }
  }
}

export const ok = (body: unknown = { success: true }, init?: ResponseInit) =>
  NextResponse.json(body, init)
