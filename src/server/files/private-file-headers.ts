/** Pictures a browser shows in an `<img>`; everything else is a download. */
const shownInline = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * The headers of every private file the site serves (identity documents, inquiry files): no cache
 * keeps it, the browser never guesses another type (`nosniff`), and should it be opened as a page
 * it runs in a sandbox without scripts or plugins (`Content-Security-Policy: sandbox`). A PDF may
 * carry JavaScript (`/OpenAction`): it is downloaded (`attachment`), never opened in the browser's
 * viewer; the review screens show its pages as pictures (renderPdfPage).
 */
export function privateFileHeaders(
  headers: Headers,
  options: { name?: string | null; pdfInline?: boolean } = {},
): Headers {
  const type = (headers.get('Content-Type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  const inline = shownInline.has(type) || (type === 'application/pdf' && options.pdfInline)
  const name = options.name ? `; filename*=UTF-8''${encodeURIComponent(options.name)}` : ''
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', 'sandbox')
  headers.set('Content-Disposition', `${inline ? 'inline' : 'attachment'}${name}`)
  return headers
}
