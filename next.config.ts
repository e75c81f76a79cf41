import { readFileSync } from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders, uploadedFileHeaders } from './src/server/http/security-headers'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser formats them without an ICU parser.
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

/**
 * The last-resort error page's texts, from the message catalogues, inlined into its bundle: it
 * must work without providers, and importing the catalogues would put both into every page's JS.
 */
function lastResortMessages(): string {
  const read = (locale: string) =>
    JSON.parse(readFileSync(`./messages/${locale}.json`, 'utf8')).GlobalError as unknown
  return JSON.stringify({ he: read('he'), en: read('en') })
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: { LAST_RESORT_MESSAGES: lastResortMessages() },
  // exceljs is loaded from node_modules by the securities register's route only, never bundled.
  serverExternalPackages: ['exceljs', 'maxmind', 'sharp'],
  // The development log leaves out the job runner's call every minute (src/server/jobs).
  logging: { incomingRequests: { ignore: [/\/api\/payload-jobs\/run/] } },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
      // Next keeps a header set here over the same header from a route handler, so the sandbox of
      // uploaded files (privateFileHeaders) is named here too, after the site's policy it replaces.
      { source: '/api/:collection/file/:name*', headers: uploadedFileHeaders },
    ]
  },
}

const clientHintHeaders = new Set(['accept-ch', 'critical-ch', 'vary'])

/**
 * Payload asks every browser for its colour scheme (Accept-CH, Critical-CH, Vary) on every path,
 * for the admin's theme. On the public site Critical-CH makes Chrome send a first visit's request
 * twice (it restarts it to add the hint), and Vary splits shared caches by colour scheme, for a
 * hint no public page reads. Those headers are kept to the admin.
 */
function colourSchemeHintOnlyInAdmin(config: NextConfig): NextConfig {
  const headersOf = config.headers
  if (!headersOf) return config
  return {
    ...config,
    async headers() {
      return (await headersOf()).flatMap((rule) => {
        const hints = rule.headers.filter(({ key }) => clientHintHeaders.has(key.toLowerCase()))
        if (!hints.some(({ key }) => key.toLowerCase() === 'critical-ch')) return [rule]
        const others = rule.headers.filter((header) => !hints.includes(header))
        return [
          ...(others.length ? [{ ...rule, headers: others }] : []),
          { ...rule, source: '/admin/:path*', headers: hints },
        ]
      })
    },
  }
}

const config = colourSchemeHintOnlyInAdmin(
  withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
)

/**
 * Next's cache handler must be the same build of our code as the HTTP server running it: they
 * share one request clock and one Redis connection (src/server/cache/request-clock.ts). The
 * compiled server (`npm start`: dist/server/serve.mjs) gets the handler compiled with it, in the
 * same chunks; the server run from source (`npm run dev`) the TypeScript, which its loader compiles.
 */
function cacheHandlerPath(): string {
  const compiledServer = path.resolve('dist/server/serve.mjs')
  const runsCompiled =
    process.argv[1] !== undefined && path.resolve(process.argv[1]) === compiledServer
  return runsCompiled
    ? path.resolve('dist/server/redis-cache-handler.mjs')
    : path.resolve('src/framework/redis-cache-handler.ts')
}

/**
 * With REDIS_URL, the running site keeps Next's cache (pages, data, tags) in Redis, shared by
 * every instance (docs/operations.md, Running several instances). Not while building: the build
 * renders into its own output.
 */
export default function nextConfigFor(phase: string): NextConfig {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return config
  return { ...config, cacheHandler: cacheHandlerPath() }
}
