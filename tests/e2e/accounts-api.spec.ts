import { expect, test } from '@playwright/test'

import { registerViaApi, strongPassword, uniqueEmail, uniqueIp } from './accounts-support'

test.describe('account API', () => {
  test('a cross-site POST is refused even with a valid session cookie', async ({ request }) => {
    const email = uniqueEmail('csrf')
    await registerViaApi(request, { email })
    const login = await request.post('/api/login', {
      headers: { 'X-Forwarded-For': uniqueIp() },
      data: { login: email, password: strongPassword },
    })
    expect(login.status()).toBe(200)
    const attack = await request.post('/api/catalog/user/change-email', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      data: { currentPassword: strongPassword, email: 'attacker@example.com' },
    })
    expect(attack.status()).toBe(403)
    expect((await attack.json()).error.code).toBe('CROSS_SITE_REQUEST')
    // Without any browser origin headers the cookie is not enough to change anything either.
    const blind = await request.post('/api/catalog/user/change-email', {
      data: { currentPassword: strongPassword, email: 'attacker@example.com' },
    })
    expect(blind.status()).toBe(401)
  })

  test('an API client logs in for a bearer token and reads its account; logout ends it', async ({
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail('bearer')
    const api = await playwright.request.newContext({ baseURL })
    await registerViaApi(api, { email })
    const login = await api.post('/api/login', {
      headers: { 'X-Forwarded-For': uniqueIp() },
      data: { login: email, password: strongPassword, session: 'bearer' },
    })
    const { token, token_type } = (await login.json()) as { token: string; token_type: string }
    expect(token_type).toBe('Bearer')
    expect(token).toMatch(/^inv_/)
    const bare = await playwright.request.newContext({ baseURL })
    const headers = { Authorization: `Bearer ${token}` }
    const user = await bare.get('/api/user', { headers })
    expect(((await user.json()) as { user: { email: string } }).user.email).toBe(email)
    expect((await bare.post('/api/logout', { headers })).status()).toBe(200)
    const after = await bare.get('/api/user', { headers })
    expect(after.status()).toBe(401)
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('SESSION_EXPIRED')
    await api.dispose()
    await bare.dispose()
  })

  test('forgot password answers the same for a known and an unknown address', async ({
    request,
  }) => {
    const email = uniqueEmail('known')
    await registerViaApi(request, { email })
    const ask = (address: string) =>
      request.post('/api/password/email', {
        headers: { 'X-Forwarded-For': uniqueIp() },
        data: { email: address },
      })
    const known = await ask(email)
    const unknown = await ask(uniqueEmail('unknown'))
    expect(known.status()).toBe(unknown.status())
    expect(await known.text()).toBe(await unknown.text())
  })

  test('user-exists answers data as a boolean and is rate limited per IP', async ({ request }) => {
    const email = uniqueEmail('exists')
    await registerViaApi(request, { email })
    const ip = uniqueIp()
    const ask = (address: string) =>
      request.get(`/api/user-exists/${encodeURIComponent(address)}`, {
        headers: { 'X-Forwarded-For': ip },
      })
    expect(await (await ask(email)).json()).toEqual({ data: true })
    expect(await (await ask(uniqueEmail('nobody'))).json()).toEqual({ data: false })
    let status = 200
    for (let i = 0; i < 10 && status === 200; i += 1) status = (await ask(email)).status()
    expect(status).toBe(429)
  })
})
