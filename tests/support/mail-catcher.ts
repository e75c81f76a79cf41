import { createServer, type Server } from 'node:http'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CaughtMessage = {
  to: string[]
  subject: string
  text: string
  html: string
  /** Attached files, their bytes base64-encoded. */
  attachments: { filename: string; contentType: string; content: string }[]
  receivedAt: string
}

/**
 * A real SMTP server for tests: the site sends its e-mail here over SMTP, and tests read what
 * arrived through a small JSON API (`GET /messages?to=`, `DELETE /messages`, `GET /health`).
 */
export async function startMailCatcher({
  smtpPort,
  httpPort,
}: {
  smtpPort: number
  httpPort: number
}) {
  const messages: CaughtMessage[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('base64'),
            })),
            receivedAt: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    // A port in use fails the caller (and the run's setup) instead of crashing the process.
    smtp.once('error', reject)
    smtp.listen(smtpPort, '127.0.0.1', () => {
      smtp.off('error', reject)
      resolve()
    })
  })

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    response.setHeader('Content-Type', 'application/json')
    if (url.pathname === '/health') return response.end('{"ok":true}')
    if (url.pathname === '/messages' && request.method === 'DELETE') {
      messages.length = 0
      return response.end('{"ok":true}')
    }
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase()
      return response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages))
    }
    response.statusCode = 404
    response.end('{}')
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(httpPort, '127.0.0.1', () => {
      http.off('error', reject)
      resolve()
    })
  })

  return {
    messages,
    stop: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]),
  }
}

export async function fetchMessages(baseUrl: string, to: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${baseUrl}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as CaughtMessage[]
}

/** Polls until a message to `to` matches, or fails after `timeoutMs`. */
export async function waitForMessage(
  baseUrl: string,
  to: string,
  predicate: (message: CaughtMessage) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CaughtMessage> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = (await fetchMessages(baseUrl, to)).filter(predicate).at(-1)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
}

/** The first absolute link in the message's text whose path starts with `pathPrefix`. */
export function linkFrom(message: CaughtMessage, pathPrefix: string): string | null {
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0]
  }
  return null
}
