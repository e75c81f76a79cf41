import type { Server } from 'node:http'

import { afterAll, beforeAll } from 'vitest'

import * as cardcomWebhookRoute from '@/app/(payload)/api/cardcom/webhook/route'
import { cardcomStandInKeys, startCardcomStandIn } from '@/dev/cardcom-stand-in'

import { startWebhookReceiver } from './card-webhooks'
import { changeEnv } from './env'
import { freePorts } from './free-ports'

export type CardcomForFile = {
  /** The stand-in's address (set once the file's hooks ran). */
  readonly url: string
}

/**
 * For the whole test file, Cardcom's counterpart of `receiveStandInWebhooks`: a Cardcom stand-in
 * of its own on a free port, the app's Cardcom callback route behind a plain HTTP server on
 * another (integration tests run no Next server), and the app's settings pointing at both:
 * CARDCOM_* from the stand-in's keys, and PUBLIC_SITE_URL at the receiver, since the gateway's
 * pages carry `${siteUrl()}/api/cardcom/webhook` as their callback address. CARD_PROVIDER is left
 * to the tests. All of it is put back and stopped after the file.
 */
export function runCardcomForFile(): CardcomForFile {
  let standIn: Awaited<ReturnType<typeof startCardcomStandIn>>
  let receiver: Server
  let restoreEnv = () => {}
  const running = { url: '' }
  beforeAll(async () => {
    const [standInPort, receiverPort] = await freePorts(2)
    standIn = await startCardcomStandIn({ port: standInPort! })
    receiver = await startWebhookReceiver(receiverPort!, cardcomWebhookRoute.POST)
    running.url = standIn.url
    const { terminalNumber, usdTerminalNumber, apiName, apiPassword } = cardcomStandInKeys
    restoreEnv = changeEnv({
      CARDCOM_TERMINAL_NUMBER: String(terminalNumber),
      CARDCOM_USD_TERMINAL_NUMBER: String(usdTerminalNumber),
      CARDCOM_API_NAME: apiName,
      CARDCOM_API_PASSWORD: apiPassword,
      CARDCOM_API_BASE: standIn.url,
      PUBLIC_SITE_URL: `http://127.0.0.1:${receiverPort}`,
    })
  })
  afterAll(async () => {
    restoreEnv()
    await standIn?.stop()
    await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)))
  })
  return running
}
