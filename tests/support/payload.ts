import { getPayload, type Payload } from 'payload'

/** The Payload of the integration database (set up by tests/int/global-setup.ts). */
export async function testPayload(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
