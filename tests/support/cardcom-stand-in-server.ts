import { startCardcomStandIn } from '@/dev/cardcom-stand-in'

/**
 * The Cardcom stand-in as a process of its own (a Playwright webServer); stops on SIGTERM. Its
 * unsigned callbacks go to the address each page names (the site that opened it).
 */
const port = Number(process.env.CARDCOM_STAND_IN_PORT ?? 3138)
const standIn = await startCardcomStandIn({ port })
console.log(`Cardcom stand-in: ${standIn.url}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void standIn.stop().then(() => process.exit(0)))
}
