import { createServer, type Server } from 'node:http'

import Stripe from 'stripe'
import { afterAll, beforeAll } from 'vitest'

import * as webhookRoute from '@/app/(payload)/api/stripe/webhook/route'

import { intStripe } from '../int/stub-ports'
import { standInKeys, stripeStandIn } from '@/dev/stripe-stand-in'

/**
 * The app's card webhook route behind a plain HTTP server, where the Stripe stand-in sends its
 * events (integration tests run no Next server); `post` is another provider's route (Cardcom's).
 */
export async function startWebhookReceiver(
  port: number,
  post: (request: Request) => Promise<Response> = webhookRoute.POST,
): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string') headers.set(name, value)
    const response = await post(
      new Request(`http://localhost${incoming.url}`, {
        method: incoming.method,
        headers,
        body: Buffer.concat(chunks),
      }),
    )
    outgoing.writeHead(response.status, { 'content-type': 'application/json' })
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** Fills in the stand-in's card page as a person would: the form, its card number, submit. */
export async function saveCardOnPage(checkoutUrl: string, cardNumber: string): Promise<Response> {
  const page = await fetch(checkoutUrl)
  if (page.status !== 200) throw new Error(`card page answered ${page.status}`)
  const html = await page.text()
  const action = new URL(html.match(/<form method="post" action="([^"]+)"/)![1]!, checkoutUrl)
  return fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  })
}

/**
 * For the whole test file: the app's webhook route on the integration run's port, and the Stripe
 * stand-in sending its events there (stopped after the file). Answers the route's URL, for tests
 * that turn the events off and on again.
 */
export function receiveStandInWebhooks(): string {
  const webhookUrl = `http://127.0.0.1:${intStripe.webhookPort}/api/stripe/webhook`
  let receiver: Server
  beforeAll(async () => {
    receiver = await startWebhookReceiver(intStripe.webhookPort)
    await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
  })
  afterAll(async () => {
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    await new Promise((resolve) => receiver.close(resolve))
  })
  return webhookUrl
}

/** The real Stripe SDK pointed at the integration run's stand-in, to look at what the app left. */
export const standInStripe = new Stripe(standInKeys.secretKey, {
  host: '127.0.0.1',
  port: intStripe.port,
  protocol: 'http',
})
