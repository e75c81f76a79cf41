import { fork, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:net'

import { sourceScriptNodeArgs } from '@/server/dev/node-args'

import type { FixtureOperations } from '../support/fixture-host'

type Result<K extends keyof FixtureOperations> = Awaited<ReturnType<FixtureOperations[K]>>
type Reply = { ready?: true; id?: number; result?: unknown; error?: string }
type Host = { child: ChildProcess; output: () => string }

let host: Promise<Host> | null = null
let nextId = 0
let pending = 0

/** Starts this worker's fixture host (tests/support/fixture-host.ts) on first use. */
function startHost(): Promise<Host> {
  return new Promise((resolve, reject) => {
    const child = fork('tests/support/fixture-host.ts', [], {
      execArgv: [...sourceScriptNodeArgs],
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const early = (code: number | null) => {
      host = null
      reject(new Error(`the fixture host ended at start (exit code ${code}):\n${output}`))
    }
    child.once('exit', early)
    child.once('message', (reply: Reply) => {
      if (!reply.ready) return
      child.off('exit', early)
      child.once('exit', () => (host = null))
      // Neither the process, its channel nor its output keeps the worker alive once its tests
      // are done; the host ends when the channel closes.
      child.unref()
      child.channel?.unref()
      for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref()
      resolve({ child, output: () => output })
    })
  })
}

/**
 * Runs one of the fixture host's operations (tests/support/raise-fixtures.ts) in the worker's
 * long-lived Payload process, started on first use.
 */
export async function fixture<K extends keyof FixtureOperations>(
  op: K,
  ...args: Parameters<FixtureOperations[K]>
): Promise<Result<K>> {
  host ??= startHost()
  const { child, output } = await host
  const id = ++nextId
  return new Promise<Result<K>>((resolve, reject) => {
    const onReply = (reply: Reply) => {
      if (reply.id !== id) return
      child.off('message', onReply)
      child.off('exit', onExit)
      if (--pending === 0) child.channel?.unref()
      if (reply.error) reject(new Error(`fixture ${op} failed: ${reply.error}`))
      else resolve(reply.result as Result<K>)
    }
    const onExit = (code: number | null) =>
      reject(new Error(`the fixture host ended during ${op} (exit code ${code}):\n${output()}`))
    child.on('message', onReply)
    child.once('exit', onExit)
    // The channel keeps the worker alive while an answer is awaited, and only then.
    child.channel?.ref()
    pending += 1
    child.send({ id, op, args })
  })
}
