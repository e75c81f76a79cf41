import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { OAuth2Server } from 'oauth2-mock-server'

/**
 * A local stand-in for Google or Facebook: a real OAuth 2 / OpenID Connect server
 * (`oauth2-mock-server`: authorization code, PKCE check, token endpoint) behind a sign-in page
 * where the test says who signs in, and the user-info endpoint of the provider it plays: OpenID
 * Connect `/userinfo` (Google) or the Graph API's `/me` (Facebook).
 */
export type ProviderFlavour = 'google' | 'facebook'

export type StubProfile = { sub: string; email: string; name: string; emailVerified: boolean }

/** Client credentials the site is configured with in the tests; the token endpoint checks them. */
export const stubClient = { id: 'crowdfunding-test-client', secret: 'stub-client-secret' }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function signInPage(flavour: ProviderFlavour, query: URLSearchParams): string {
  const hidden = [...query.entries()]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
  const verified =
    flavour === 'google'
      ? '<label><input type="checkbox" name="stub_email_verified" value="true" checked> E-mail verified</label>'
      : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${flavour} stand-in</title></head>
<body><h1>Sign in to ${flavour} (test stand-in)</h1>
<form method="get" action="/authorize">${hidden}<input type="hidden" name="stub_approve" value="1">
<label>Subject <input name="stub_sub" required></label>
<label>E-mail <input name="stub_email"></label>
<label>Name <input name="stub_name"></label>
${verified}
<button type="submit">Continue</button></form></body></html>`
}

export async function startOAuthProviderStub(port: number, flavour: ProviderFlavour) {
  const oauth = new OAuth2Server()
  await oauth.issuer.keys.generate('RS256')
  // Normally set by OAuth2Server.start(); we serve through our own HTTP server.
  oauth.issuer.url = `http://127.0.0.1:${port}`
  const service = oauth.service
  const profileByCode = new Map<string, StubProfile>()
  const profileByToken = new Map<string, StubProfile>()
  const bearer = (request: IncomingMessage) =>
    request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? ''

  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    const query = new URL(request.url ?? '/', 'http://stub').searchParams
    const code = redirect.url.searchParams.get('code')
    if (!code) return
    profileByCode.set(code, {
      sub: query.get('stub_sub') ?? '',
      email: query.get('stub_email') ?? '',
      name: query.get('stub_name') ?? '',
      emailVerified: query.get('stub_email_verified') === 'true',
    })
  })
  service.on(
    'beforeResponse',
    (
      token: { body: Record<string, unknown>; statusCode: number },
      request: IncomingMessage & { body?: Record<string, string> },
    ) => {
      // The client must authenticate: HTTP Basic (Google) or the secret in the body (Facebook).
      const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1]
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':')
        : [request.body?.client_id, request.body?.client_secret]
      if (id !== stubClient.id || secret !== stubClient.secret) {
        token.statusCode = 401
        token.body = { error: 'invalid_client' }
        return
      }
      const profile = profileByCode.get(request.body?.code ?? '')
      if (profile && typeof token.body.access_token === 'string')
        profileByToken.set(token.body.access_token, profile)
    },
  )
  service.on(
    'beforeUserinfo',
    (answer: { body: object; statusCode: number }, request: IncomingMessage) => {
      const profile = profileByToken.get(bearer(request))
      if (!profile) {
        answer.statusCode = 401
        answer.body = { error: 'invalid_token' }
        return
      }
      answer.body = {
        sub: profile.sub,
        name: profile.name,
        ...(profile.email ? { email: profile.email, email_verified: profile.emailVerified } : {}),
      }
    },
  )

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (url.pathname === '/health') return json(response, 200, { ok: true })
    if (url.pathname === '/authorize' && !url.searchParams.has('stub_approve')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return response.end(signInPage(flavour, url.searchParams))
    }
    if (flavour === 'facebook' && url.pathname === '/me') {
      const profile = profileByToken.get(
        bearer(request) || url.searchParams.get('access_token') || '',
      )
      if (!profile)
        return json(response, 401, { error: { message: 'Invalid OAuth access token.' } })
      return json(response, 200, {
        id: profile.sub,
        name: profile.name,
        ...(profile.email ? { email: profile.email } : {}),
      })
    }
    service.requestHandler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
