import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

import { lexicalProductionConditions } from './node-args'

/** A production server (the built app, as `npm start` runs it) started by a test. */
export type AppInstance = {
  url: string
  output: () => string
  /** Sends SIGTERM (unless it has exited) and resolves with the exit code, or the signal's name. */
  stop: () => Promise<number | string | null>
}

const compiledServer = 'dist/server/serve.mjs'

/**
 * Starts the compiled server (`npm run build` first) on `port` with `env` (the database must be
 * migrated already) and resolves once /api/ready answers 200.
 */
export async function startAppInstance(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<AppInstance> {
  if (!existsSync(compiledServer))
    throw new Error(`no ${compiledServer}: run npm run build before starting an instance`)
  const child: ChildProcess = spawn(
    process.execPath,
    [...lexicalProductionConditions, compiledServer],
    {
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited:\n${output}`)
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) return { url, output: () => output, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the instance on ${port} was not ready in ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
