import { openApiDocument } from '@/contracts/openapi-document'

import { siteUrl } from './site-url'

let made: { siteUrl: string; document: ReturnType<typeof openApiDocument> } | undefined

/** The OpenAPI document of the route contracts, made once per process (they do not change). */
export function apiDocument() {
  const url = siteUrl()
  if (made?.siteUrl !== url) made = { siteUrl: url, document: openApiDocument(url) }
  return made.document
}
