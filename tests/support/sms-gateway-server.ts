import { startSmsGatewayStub } from './sms-gateway-stub'

/** The SMS gateway stand-in as a process of its own (a Playwright webServer); stops on SIGTERM. */
const port = Number(process.env.SMS_GATEWAY_PORT ?? 3127)
const stub = await startSmsGatewayStub(port)
console.log(`SMS gateway stand-in: ${stub.url} (messages at ${stub.url}/messages)`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void stub.stop().then(() => process.exit(0)))
}
