import { readFileSync } from 'node:fs'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/server/http/security-headers'

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
  serverExternalPackages: ['maxmind', 'sharp'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
