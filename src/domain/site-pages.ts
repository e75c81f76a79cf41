/**
 * Public paths served from the CMS `pages` collection, by page slug. Several paths may show the
 * same page (spec 2: `/smartclub2` and `/Smart-investor-Club`, `/policy/risks` and `/policy/security`).
 */
export const cmsPagePaths: Record<string, string> = {
  '/': 'home',
  '/how-it-works': 'how-it-works',
  '/contacts': 'contacts',
  '/leading-investor': 'leading-investor',
  '/recruitment': 'recruitment',
  '/smartclub2': 'smart-club',
  '/Smart-investor-Club': 'smart-club',
  '/new': 'new',
  '/thank-you': 'thank-you',
  '/policy/information': 'information',
  '/policy/privacy': 'privacy',
  '/policy/risks': 'risks',
  '/policy/security': 'risks',
  '/policy/terms-of-use': 'terms-of-use',
  '/accessibility': 'accessibility',
}

export function pageSlugForPath(path: string): string | null {
  return Object.hasOwn(cmsPagePaths, path) ? (cmsPagePaths[path] ?? null) : null
}

/** The canonical path of a page (the first path listed for its slug), used by revalidation and links. */
export function pathsForPageSlug(slug: string): string[] {
  return Object.entries(cmsPagePaths)
    .filter(([, pageSlug]) => pageSlug === slug)
    .map(([path]) => path)
}
