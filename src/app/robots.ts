import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/http/site-url'

export const dynamic = 'force-dynamic'

/** `/robots.txt`: the style guide (`/test*`), the admin and the API stay out of search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/test', '/admin', '/api/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
