/** Response headers applied to every route (issue 2, security baseline). */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const csp = [
    "default-src 'self'",
    // In production the HTTP server adds the hashes of each page's inline scripts (Next's
    // bootstrap and flight data): see src/framework/inline-script-hashes.ts. Development needs
    // eval and inline.
    `script-src 'self'${production ? '' : " 'unsafe-inline' 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    // Our own pages (the admin's live preview) and, for project galleries, these two video
    // players only (youtube-nocookie: no tracking cookies until the visitor presses play).
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(self)',
    },
  ]
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/**
 * An uploaded file opened as a page runs in a sandbox: no scripts, no plugins, no same-origin
 * access (an HTML or SVG file smuggled in as a document or a picture can do nothing).
 */
export const uploadedFileHeaders = [{ key: 'Content-Security-Policy', value: 'sandbox' }]
