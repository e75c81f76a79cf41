import { createServer, type Server } from 'node:http'

import * as webhookRoute from '@/app/(payload)/api/stripe/webhook/route'

/**
 * The app's card webhook route behind a plain HTTP server, where the Stripe stand-in sends its
 * events (integration tests run no Next server).
 */
export async function startWebhookReceiver(port: number): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string') headers.set(name, value)
    const response = await webhookRoute.POST(
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
