import { spawn, type ChildProcess } from 'node:child_process'

/** A production server (the built app, as `npm start` runs it) started by a test. */
export type AppInstance = { url: string; output: () => string; stop: () => Promise<void> }

/**
 * Starts `src/scripts/serve.ts` on `port` with `env` (the database must be migrated already) and
 * resolves once /api/ready answers 200. `stop` sends SIGTERM and waits for the exit.
 */
export async function startAppInstance(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<AppInstance> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'src/scripts/serve.ts'],
    { env: { ...process.env, ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
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
