import './load-env'

import { startHttpServer } from '@/server/http/start-http-server'

const dev = process.argv.includes('--dev')
await startHttpServer({
  dev,
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOSTNAME_BIND ?? '0.0.0.0',
})
