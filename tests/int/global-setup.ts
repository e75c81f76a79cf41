import type { TestProject } from 'vitest/node'

import { acquirePostgres, createFreshDatabase, dropDatabase, runScript } from '../support/database'
import { startMailCatcher } from '../support/mail-catcher'
import { startSmsGatewayStub } from '../support/sms-gateway-stub'
import { startStripeStandIn } from '@/dev/stripe-stand-in'
import { intMail, intSms, intStripe } from './stub-ports'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
    adminUri: string
  }
}

/** One freshly migrated database for the integration run, dropped afterwards. */
export default async function setup(project: TestProject) {
  const server = await acquirePostgres()
  const database = await createFreshDatabase(server, 'int')
  const migrated = await runScript('src/scripts/migrate.ts', {
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'integration-test-secret',
  })
  if (migrated.code !== 0) throw new Error(`migrations failed:\n${migrated.output}`)
  // Every e-mail the operations send arrives here over SMTP (see setup-env.ts).
  const mail = await startMailCatcher({ smtpPort: intMail.smtpPort, httpPort: intMail.httpPort })
  // Every text message goes to the Twilio stand-in over HTTP (see setup-env.ts).
  const sms = await startSmsGatewayStub(intSms.port)
  // Card payments go to the Stripe stand-in; a test that follows a card page sets its webhook URL.
  const stripe = await startStripeStandIn({ port: intStripe.port })
  project.provide('databaseUri', database.uri)
  project.provide('adminUri', server.adminUri)

  return async () => {
    await mail.stop()
    await sms.stop()
    await stripe.stop()
    await dropDatabase(server, database.name)
    await server.stop()
  }
}
