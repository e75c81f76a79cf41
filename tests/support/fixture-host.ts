import '../../src/scripts/load-env'

import { getPayload } from 'payload'

/**
 * The browser tests' fixture host: one Node process per Playwright worker that loads Payload once
 * and makes the raises the tests need (raise-fixtures.ts) on request, over the IPC channel of
 * `fork` (tests/e2e/fixture-host-client.ts). Loading Payload is the slow part: a process per
 * fixture took 10-40 s each on a busy machine. It ends when its worker does (the channel closes).
 */
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
// Imported after the config (see create-e2e-staff.ts: the exit-code-13 hazard).
const fixtures = await import('./raise-fixtures')

type Call = { id: number; op: keyof typeof operations; args: unknown[] }

const operations = {
  investInProject: (alias: string, amount: string, count: number) =>
    fixtures.investInProject(payload, alias, amount, count),
  aProjectWithInvestments: (fields: Record<string, unknown>, amount: string, count: number) =>
    fixtures.aProjectWithInvestments(payload, fields, amount, count),
  aSucceededRaise: (
    fields: Record<string, unknown>,
    amount: string,
    investors: number | number[],
  ) => fixtures.aSucceededRaise(payload, fields, amount, investors),
}
export type FixtureOperations = typeof operations

process.on('message', (call: Call) => {
  const operation = operations[call.op] as (...args: unknown[]) => Promise<unknown>
  operation(...call.args).then(
    (result) => process.send?.({ id: call.id, result }),
    (error: unknown) =>
      process.send?.({
        id: call.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  )
})
process.on('disconnect', () => process.exit(0))
process.send?.({ ready: true })
