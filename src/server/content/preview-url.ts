import { siteUrl } from '@/server/http/site-url'

/**
 * The address the admin opens to preview a document: `/api/preview` checks the staff session,
 * turns on Next's draft mode and redirects to the page in the chosen language.
 */
export function previewPath(path: string, locale: string | undefined): string {
  const query = new URLSearchParams({ path, lng: locale ?? 'he' })
  return `/api/preview?${query.toString()}`
}

export function livePreviewUrl(path: string, locale: string | undefined): string {
  return `${siteUrl()}${previewPath(path, locale)}`
}

/** Device sizes the admin's live preview offers (a phone matters most: most visitors use one). */
export const livePreviewBreakpoints = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]
