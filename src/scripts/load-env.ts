import { existsSync } from 'node:fs'

// Settings from a local `.env` file, when there is one; the real environment wins.
if (existsSync('.env')) process.loadEnvFile('.env')

// Next's telemetry would send usage data out of a regulated system: off unless asked for.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
