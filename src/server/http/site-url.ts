/** The public address of the site, for absolute links (hreflang, canonical). */
export function siteUrl(): string {
  return process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`
}
