import { existsSync } from 'node:fs'

// Settings from a local `.env` file, when there is one; the real environment wins.
if (existsSync('.env')) process.loadEnvFile('.env')
