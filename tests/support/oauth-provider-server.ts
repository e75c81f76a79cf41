import { startOAuthProviderStub } from './oauth-provider-stub'

/** The Google and Facebook stand-ins as a process of their own (a Playwright webServer). */
const googlePort = Number(process.env.GOOGLE_STUB_PORT ?? 3129)
const facebookPort = Number(process.env.FACEBOOK_STUB_PORT ?? 3130)
const stubs = [
  await startOAuthProviderStub(googlePort, 'google'),
  await startOAuthProviderStub(facebookPort, 'facebook'),
]
console.log(`OAuth provider stand-ins: ${stubs.map((stub) => stub.url).join(', ')}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(
    signal,
    () => void Promise.all(stubs.map((stub) => stub.stop())).then(() => process.exit(0)),
  )
}
