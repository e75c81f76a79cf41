import './load-env'

import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  cardPaymentsInTestMode,
  cardPaymentsOffered,
  cardProviderForNewCards,
  cardProviderSettings,
  devCardProvider,
} from '@/domain/configuration/card-payments'
import { cardProviderLabels } from '@/domain/investments/card-providers'
import { standInKeys, startStripeStandIn } from '@/dev/stripe-stand-in'
import { ensureDatabase, startEmbeddedPostgres } from '@/server/db/embedded-postgres'
import { portIsFree } from '@/server/dev/port-free'
import { sourceScriptNodeArgs } from '@/server/dev/node-args'
import { setupNeeded } from '@/server/dev/setup-needed'

/**
 * `npm run dev`: the whole product on this machine with no keys. With no DATABASE_URI, an
 * embedded PostgreSQL under `.data/` (DEV_DATA_DIR); with no card provider keys, the local Stripe
 * stand-in (test payments); then migrations, the demo seed on an empty database, and the site with
 * hot reload. It prints one line per fact a developer needs. Ctrl-C, SIGTERM and SIGHUP (a closed
 * terminal) stop everything within seconds, whatever step is running, the database last; a port
 * already in use is said in one line.
 */
const dataDir = process.env.DEV_DATA_DIR || '.data'
mkdirSync(dataDir, { recursive: true })

/** One line, no stack: what is in the way and what to do. */
function fail(message: string): never {
  console.error(`dev: ${message}`)
  process.exit(1)
}

const say = (fact: string) => console.log(`dev: ${fact}`)

const port = Number(process.env.PORT ?? 3000)
if (!(await portIsFree(port)))
  fail(`port ${port} is in use (another npm run dev?): stop it, or start with PORT=<another port>`)

if (!process.env.PAYLOAD_SECRET) {
  const secretFile = path.join(dataDir, 'dev-payload-secret')
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
/** The local card provider's stand-in, when no provider setting is set. */
let cardStandIn: { url: string; stop(): Promise<unknown> } | undefined
/** The step running now (migrations, seed, the site): a stop signal goes to it first. */
let current: ChildProcess | undefined
let stopping = false

/** The site has stopped (or never started): the stand-in, then the database, last. */
let stopAsked = 0
async function shutdown(code: number): Promise<never> {
  await cardStandIn?.stop()
  await embedded?.stop()
  if (stopping) say(`stopped in ${((Date.now() - stopAsked) / 1000).toFixed(1)} s`)
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    stopAsked = Date.now()
    // The step ends on the signal and its exit shuts down; between steps, shut down now.
    if (current && current.exitCode === null) current.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal)
    else void shutdown(0)
  })
}

const cards = devCardProvider(process.env)
const cardProvider = cardProviderForNewCards(process.env)
if (cards === 'stand-in' && cardProvider === 'cardcom') {
  const standInPort = Number(process.env.CARDCOM_STAND_IN_PORT ?? port + 136)
  if (!(await portIsFree(standInPort, '127.0.0.1')))
    fail(
      `port ${standInPort} of the local Cardcom stand-in is in use (another npm run dev?): stop it, or set CARDCOM_STAND_IN_PORT`,
    )
  // Loaded only when chosen (it reads Cardcom's OpenAPI description to check each request).
  const { cardcomStandInKeys, startCardcomStandIn } = await import('@/dev/cardcom-stand-in')
  // Its unsigned callbacks go to the address each page names (the site's /api/cardcom/webhook).
  cardStandIn = await startCardcomStandIn({
    port: standInPort,
    // Kept with the database: a card saved before a restart is still charged after it.
    stateFile: path.join(dataDir, 'cardcom-stand-in.json'),
  })
  process.env.CARDCOM_TERMINAL_NUMBER = String(cardcomStandInKeys.terminalNumber)
  process.env.CARDCOM_USD_TERMINAL_NUMBER = String(cardcomStandInKeys.usdTerminalNumber)
  process.env.CARDCOM_API_NAME = cardcomStandInKeys.apiName
  process.env.CARDCOM_API_PASSWORD = cardcomStandInKeys.apiPassword
  process.env.CARDCOM_API_BASE = cardStandIn.url
} else if (cards === 'stand-in') {
  const standInPort = Number(process.env.STRIPE_STAND_IN_PORT ?? port + 135)
  if (!(await portIsFree(standInPort, '127.0.0.1')))
    fail(
      `port ${standInPort} of the local Stripe stand-in is in use (another npm run dev?): stop it, or set STRIPE_STAND_IN_PORT`,
    )
  // Its events are signed with the webhook secret as Stripe signs them, and sent to the site.
  cardStandIn = await startStripeStandIn({
    port: standInPort,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
    retryFailedDeliveries: true,
    // Kept with the database: a card saved before a restart is still charged after it.
    stateFile: path.join(dataDir, 'stripe-stand-in.json'),
  })
  process.env.STRIPE_SECRET_KEY = standInKeys.secretKey
  process.env.STRIPE_WEBHOOK_SECRET = standInKeys.webhookSecret
  process.env.STRIPE_API_BASE = cardStandIn.url
}

if (!process.env.DATABASE_URI) {
  const embeddedPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
  if (!(await portIsFree(embeddedPort, '127.0.0.1')))
    fail(
      `port ${embeddedPort} of the embedded PostgreSQL is in use (another npm run dev?): stop it, or set EMBEDDED_PG_PORT or DATABASE_URI`,
    )
  const folder = path.join(dataDir, 'postgres')
  try {
    embedded = await startEmbeddedPostgres({ dataDir: folder, port: embeddedPort })
  } catch {
    fail(
      `the embedded PostgreSQL in ${folder} did not start (is another npm run dev using it?); see the [postgres] lines above`,
    )
  }
  await ensureDatabase(embedded.adminUri, 'platform')
  process.env.DATABASE_URI = embedded.uriFor('platform')
  say(`database: embedded PostgreSQL in ${folder} (port ${embeddedPort})`)
}
if (stopping) await shutdown(0)

function run(args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    current = spawn(process.execPath, [...sourceScriptNodeArgs, ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    current.on('exit', (code) => resolve(code ?? 1))
  })
}

// The migrations and the demo content, each only when needed (a start with nothing to do skips
// them). Payload's own lines (each migration) say nothing a developer needs here.
const needed = await setupNeeded(process.env.DATABASE_URI!).catch((error: Error) =>
  fail(`the database at DATABASE_URI did not answer (${error.message})`),
)
const steps = [
  ...(needed.pendingMigrations > 0 ? [['src/scripts/migrate.ts']] : []),
  ...(needed.empty ? [['src/scripts/seed.ts', '--if-empty', '--before-site']] : []),
]
for (const step of steps) {
  const code = await run(step, { PAYLOAD_LOG_LEVEL: 'warn' })
  if (stopping) await shutdown(0)
  if (code !== 0) await shutdown(1)
}

say(
  process.env.SMTP_HOST
    ? `e-mails: sent through ${process.env.SMTP_HOST}`
    : "e-mails: printed here, and kept in the admin's E-mail outbox",
)
say(
  process.env.TWILIO_ACCOUNT_SID
    ? 'SMS codes: sent through Twilio'
    : "SMS codes: printed here, and kept in the admin's SMS outbox",
)
say(cardsFact())

const code = await run(['src/scripts/serve.ts', '--dev'])
await shutdown(stopping ? 0 : code)

function cardsFact(): string {
  if (cards === 'off') return 'card payments: off (CARD_PAYMENTS=off), bank transfers only'
  if (cards === 'stand-in' && cardProvider === 'cardcom')
    return `card payments: test payments through the local Cardcom stand-in at ${cardStandIn!.url} (card 4580 0000 0000 0000, any future expiry; more in docs/development.md)`
  if (cards === 'stand-in')
    return `card payments: test payments through the local Stripe stand-in at ${cardStandIn!.url} (card 4242 4242 4242 4242, any future expiry; more in docs/development.md)`
  if (!cardPaymentsOffered(process.env))
    return `card payments: not offered: set all of ${cardProviderSettings[cardProvider!].join(', ')}, or none for the local stand-in`
  const name = cardProviderLabels[cardProvider!]
  return cardPaymentsInTestMode(process.env)
    ? `card payments: ${name} in test mode (its settings set)`
    : `card payments: ${name} with LIVE settings: real cards are charged`
}
