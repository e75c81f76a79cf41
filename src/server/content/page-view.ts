import type { Page } from '@/payload-types'

/** A published page as the content API sends it (spec 7, `POST /content/view/{alias}`). */
export function toPageView(page: Page) {
  return {
    slug: page.slug,
    title: page.title,
    content: page.content ?? null,
    // Each block as the CMS keeps it: a client draws it by its `blockType`.
    layout: (page.layout ?? []).map((block) => ({ ...block })),
    meta: {
      title: page.meta?.title ?? null,
      description: page.meta?.description ?? null,
      noindex: page.meta?.noindex === true,
    },
  }
}
