import { defineConfig, devices } from '@playwright/test'

import { stubClient } from './tests/support/oauth-provider-stub'
import { stubAccount } from './tests/support/sms-gateway-stub'
import { cardcomStandInKeys } from './src/dev/cardcom-stand-in'
import { standInKeys } from './src/dev/stripe-stand-in'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`
/** The local SMTP server that receives every e-mail the site sends during the tests. */
const mailSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525)
export const mailCatcherUrl = `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT ?? 3125}`
/** The stand-in for the SMS gateway (Twilio's API) that receives every text message. */
export const smsGatewayUrl = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 3127}`
/** Stand-ins for Google and Facebook (authorization page, token and user-info endpoints). */
export const googleStubUrl = `http://127.0.0.1:${process.env.GOOGLE_STUB_PORT ?? 3129}`
export const facebookStubUrl = `http://127.0.0.1:${process.env.FACEBOOK_STUB_PORT ?? 3130}`
/** The stand-in for Stripe's API and hosted card page; its events go to the app's webhook. */
export const stripeStandInUrl = `http://127.0.0.1:${process.env.STRIPE_STAND_IN_PORT ?? 3135}`
/** The stand-in for Cardcom's API and card page; its callbacks go to the site that opened a page. */
export const cardcomStandInUrl = `http://127.0.0.1:${process.env.CARDCOM_STAND_IN_PORT ?? 3138}`

/**
 * The environment of a production server under test on `appPort`: its stand-ins for SMTP, SMS,
 * OAuth and Stripe, and the short job intervals the tests wait on. Used for the server below and
 * for the extra instances a test starts (src/server/dev/start-app-instance.ts).
 */
export function appServerEnv(appPort: number): Record<string, string> {
  return {
    PORT: String(appPort),
    HOSTNAME_BIND: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    PUBLIC_SITE_URL: `http://127.0.0.1:${appPort}`,
    // Production requires its own key for identity data; the tests' is not a secret.
    IDENTITY_DATA_KEY: process.env.IDENTITY_DATA_KEY ?? 'e2e-identity-data-key-not-secret',
    // Scheduled publishing's runner, often enough for a test to wait for it.
    SCHEDULED_JOBS_INTERVAL_SECONDS: '2',
    // The raises settle every 5 seconds, so a test follows a pledge through the close.
    SETTLE_RAISES_CRON: '*/5 * * * * *',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailSmtpPort),
    TWILIO_ACCOUNT_SID: stubAccount.sid,
    TWILIO_AUTH_TOKEN: stubAccount.token,
    TWILIO_FROM: 'CrowdTest',
    TWILIO_API_URL: smsGatewayUrl,
    GOOGLE_CLIENT_ID: stubClient.id,
    GOOGLE_CLIENT_SECRET: stubClient.secret,
    GOOGLE_AUTHORIZATION_URL: `${googleStubUrl}/authorize`,
    GOOGLE_TOKEN_URL: `${googleStubUrl}/token`,
    GOOGLE_USERINFO_URL: `${googleStubUrl}/userinfo`,
    FACEBOOK_CLIENT_ID: stubClient.id,
    FACEBOOK_CLIENT_SECRET: stubClient.secret,
    FACEBOOK_AUTHORIZATION_URL: `${facebookStubUrl}/authorize`,
    FACEBOOK_TOKEN_URL: `${facebookStubUrl}/token`,
    FACEBOOK_USERINFO_URL: `${facebookStubUrl}/me?fields=id,name,email`,
    STRIPE_SECRET_KEY: standInKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
    STRIPE_API_BASE: stripeStandInUrl,
    // New cards at Stripe; Cardcom's settings kept too, as in a deployment that moved from one
    // provider to the other: its pledges are still charged by whichever instance settles the
    // raises (cardcom.settings.spec.ts runs one that saves new cards at Cardcom).
    CARD_PROVIDER: 'stripe',
    CARDCOM_TERMINAL_NUMBER: String(cardcomStandInKeys.terminalNumber),
    CARDCOM_USD_TERMINAL_NUMBER: String(cardcomStandInKeys.usdTerminalNumber),
    CARDCOM_API_NAME: cardcomStandInKeys.apiName,
    CARDCOM_API_PASSWORD: cardcomStandInKeys.apiPassword,
    CARDCOM_API_BASE: cardcomStandInUrl,
  }
}

/**
 * Browser tests against the production build (`npm run build` first; tests/run.ts does it), with
 * Debian's Chromium. The server trusts loopback as a proxy so tests can set X-Forwarded-For.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, two browsers and the production server share two cores: an admin page's step
  // takes seconds at times under CI's load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  // No retries: a test that passes only on a second try is flaky, and is fixed (or reported),
  // never hidden behind a retry.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every step of every test to keep the failing ones' (some 8% more CPU on
    // two cores); CI keeps only its log, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /\.settings\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Tests that change site-wide settings (e.g. phone verification required) or what every
    // visitor sees (a project published into the catalogue, whose size projects.spec counts) run
    // after the rest, on one worker: two files changing one global would clash. One
    // `playwright test` runs both projects in turn with one start of the servers.
    {
      name: 'site-settings',
      testMatch: /\.settings\.spec\.ts$/,
      dependencies: ['chromium'],
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node --import @swc-node/register/esm-register tests/support/mail-catcher-server.ts',
      url: `${mailCatcherUrl}/health`,
      reuseExistingServer: !process.env.CI,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort),
        MAIL_CATCHER_HTTP_PORT: new URL(mailCatcherUrl).port,
      },
    },
    {
      command: 'node --import @swc-node/register/esm-register tests/support/sms-gateway-server.ts',
      url: `${smsGatewayUrl}/health`,
      reuseExistingServer: !process.env.CI,
      env: { SMS_GATEWAY_PORT: new URL(smsGatewayUrl).port },
    },
    {
      command:
        'node --import @swc-node/register/esm-register tests/support/oauth-provider-server.ts',
      url: `${googleStubUrl}/health`,
      reuseExistingServer: !process.env.CI,
      env: {
        GOOGLE_STUB_PORT: new URL(googleStubUrl).port,
        FACEBOOK_STUB_PORT: new URL(facebookStubUrl).port,
      },
    },
    {
      command:
        'node --import @swc-node/register/esm-register tests/support/stripe-stand-in-server.ts',
      url: `${stripeStandInUrl}/health`,
      reuseExistingServer: !process.env.CI,
      env: {
        STRIPE_STAND_IN_PORT: new URL(stripeStandInUrl).port,
        STRIPE_STAND_IN_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
      },
    },
    {
      command:
        'node --import @swc-node/register/esm-register tests/support/cardcom-stand-in-server.ts',
      url: `${cardcomStandInUrl}/health`,
      reuseExistingServer: !process.env.CI,
      env: { CARDCOM_STAND_IN_PORT: new URL(cardcomStandInUrl).port },
    },
    {
      command: 'npm start',
      url: `${baseURL}/policy/privacy`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      env: appServerEnv(port),
    },
  ],
})
