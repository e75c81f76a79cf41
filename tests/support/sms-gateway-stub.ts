import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

export type ReceivedSms = {
  to: string
  from: string
  body: string
  sid: string
  receivedAt: string
}

/** The account the app is configured with in tests (TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN). */
export const stubAccount = { sid: 'ACtest0000000000000000000000000000', token: 'stub-auth-token' }

const twilioError = (
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
): void => {
  response.statusCode = status
  response.end(
    JSON.stringify({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    }),
  )
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = ''
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
    request.on('end', () => resolve(data))
    request.on('error', reject)
  })

/**
 * A stand-in for Twilio's Messages API, speaking its wire protocol: HTTP basic auth with the
 * account SID and token, a form-encoded POST to /2010-04-01/Accounts/{sid}/Messages.json, 201 with
 * the message resource, or Twilio's JSON errors. Tests read what arrived (`GET /messages?to=`) and
 * can make the gateway refuse the next message to a number (`POST /fail-next?to=`).
 */
export async function startSmsGatewayStub(port: number) {
  const messages: ReceivedSms[] = []
  const failNext = new Set<string>()
  const server = createServer((request, response) => {
    void handle(request, response).catch(() => twilioError(response, 500, 20500, 'Internal'))
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    response.setHeader('Content-Type', 'application/json')
    if (url.pathname === '/health') return void response.end('{"ok":true}')
    if (url.pathname === '/messages' && request.method === 'GET') {
      const to = url.searchParams.get('to')
      return void response.end(JSON.stringify(to ? messages.filter((m) => m.to === to) : messages))
    }
    if (url.pathname === '/fail-next' && request.method === 'POST') {
      failNext.add(url.searchParams.get('to') ?? '')
      return void response.end('{"ok":true}')
    }
    const route = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/)
    if (!route || request.method !== 'POST') {
      return twilioError(response, 404, 20404, 'The requested resource was not found')
    }
    const expected = `Basic ${Buffer.from(`${stubAccount.sid}:${stubAccount.token}`).toString('base64')}`
    if (request.headers.authorization !== expected || route[1] !== stubAccount.sid) {
      return twilioError(response, 401, 20003, 'Authenticate')
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return twilioError(response, 400, 20001, 'Invalid content type')
    }
    const form = new URLSearchParams(await readBody(request))
    const to = form.get('To') ?? ''
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? ''
    const body = form.get('Body') ?? ''
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`)
    }
    if (!from) return twilioError(response, 400, 21603, "A 'From' phone number is required.")
    if (!body) return twilioError(response, 400, 21602, 'Message body is required.')
    if (failNext.delete(to)) {
      return twilioError(response, 400, 21610, 'Attempt to send to unsubscribed recipient')
    }
    const sid = `SM${randomBytes(16).toString('hex')}`
    messages.push({ to, from, body, sid, receivedAt: new Date().toISOString() })
    response.statusCode = 201
    response.end(
      JSON.stringify({
        sid,
        account_sid: stubAccount.sid,
        api_version: '2010-04-01',
        to,
        from,
        body,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${stubAccount.sid}/Messages/${sid}.json`,
      }),
    )
  }

  await new Promise<void>((resolve, reject) => {
    // A port in use fails the caller instead of crashing the process.
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    messages,
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The code in the newest text message to `to` (E.164) that arrives after `since`. */
export async function waitForSmsCode(
  baseUrl: string,
  to: string,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/messages?to=${encodeURIComponent(to)}`)
    const found = ((await response.json()) as ReceivedSms[])
      .filter((m) => new Date(m.receivedAt).getTime() >= (options.since ?? 0))
      .at(-1)
    const code = found?.body.match(/#(\d{6})\s*$/)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`no text message to ${to}`)
}

export async function smsCount(baseUrl: string, to: string): Promise<number> {
  const response = await fetch(`${baseUrl}/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as ReceivedSms[]).length
}

/** Makes the gateway refuse the next message to `to`. */
export async function failNextSms(baseUrl: string, to: string): Promise<void> {
  await fetch(`${baseUrl}/fail-next?to=${encodeURIComponent(to)}`, { method: 'POST' })
}
