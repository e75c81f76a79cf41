/**
 * Addresses of the API that pages link to or call but that are not route contracts: Payload's own
 * REST endpoints (its staff login, its files, the private files' page previews) and the preview
 * routes (`tests/unit/route-files.test.ts` says why each is not a contract). Written here, once,
 * so that the browser spells no API path itself.
 */

/** Payload's login of staff members (the admin's sign-in form, with our throttling in front). */
export const staffLoginPath = '/api/users/login'

/** A page of a private PDF as a picture, for staff (`src/server/files/pdf-preview-endpoint.ts`). */
export const privateFilePreviewPath = (
  collection: 'investor-documents' | 'company-inquiry-files',
  id: number,
) => `/api/${collection}/${id}/preview`

/** A project's public document, as Payload serves its upload. */
export const projectDocumentPath = (filename: string) =>
  `/api/project-documents/file/${encodeURIComponent(filename)}`

/** Leaves the admin's preview for the page `path` as visitors see it. */
export const previewExitPath = (path: string) =>
  `/api/preview/exit?${new URLSearchParams({ path }).toString()}`
