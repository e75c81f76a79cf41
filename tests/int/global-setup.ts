import { availableParallelism } from 'node:os'

import type { TestProject } from 'vitest/node'

import {
  acquirePostgres,
  createFreshDatabase,
  databasesNamed,
  dropDatabase,
  runScript,
} from '../support/database'
import { startMailCatcher } from '../support/mail-catcher'
import { startSmsGatewayStub } from '../support/sms-gateway-stub'
import { startStripeStandIn } from '@/dev/stripe-stand-in'
import { intMail, intSms, intStripeOf } from './stub-ports'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
    adminUri: string
  }
}

/** How many files of the int project run at once (as vitest resolves maxWorkers). */
function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers
  return Math.max(1, Number(configured) || availableParallelism() - 1)
}

/**
 * One migrated template database for the integration run: each worker gets its own copy of it
 * (setup-env.ts), and all of them are dropped afterwards.
 */
export default async function setup(project: TestProject) {
  const server = await acquirePostgres()
  const template = await createFreshDatabase(server, 'int')
  const stops: (() => Promise<unknown>)[] = []
  const teardown = async () => {
    for (const stop of stops) await stop()
    // The workers' copies (`<template>_w<n>`), then the template.
    for (const name of await databasesNamed(server, `${template.name}_w`))
      await dropDatabase(server, name)
    await dropDatabase(server, template.name)
    await server.stop()
  }
  try {
    const migrated = await runScript('src/scripts/migrate.ts', {
      DATABASE_URI: template.uri,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'integration-test-secret',
    })
    if (migrated.code !== 0) throw new Error(`migrations failed:\n${migrated.output}`)
    // Every e-mail the operations send arrives here over SMTP (see setup-env.ts).
    const mail = await startMailCatcher({ smtpPort: intMail.smtpPort, httpPort: intMail.httpPort })
    stops.push(mail.stop)
    // Every text message goes to the Twilio stand-in over HTTP (see setup-env.ts).
    const sms = await startSmsGatewayStub(intSms.port)
    stops.push(sms.stop)
    // Card payments go to the worker's Stripe stand-in; a test that follows a card page sets its
    // webhook URL.
    for (let worker = 1; worker <= workerCount(project); worker++) {
      const stripe = await startStripeStandIn({ port: intStripeOf(worker).port })
      stops.push(stripe.stop)
    }
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('templateDatabase', template.name)
  project.provide('adminUri', server.adminUri)
  return teardown
}
