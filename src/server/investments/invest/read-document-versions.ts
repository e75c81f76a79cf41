import type { Payload } from 'payload'

/** A project document as the agreement step showed it: which file, and which version of it. */
export type DocumentVersion = { id: number; title: string; version: string }

/**
 * The project's documents the investor confirms having read, each with its last change as its
 * version, recorded on the investment: what was shown is provable even after a document changes.
 */
export async function readDocumentVersions(
  payload: Payload,
  projectId: number,
): Promise<DocumentVersion[]> {
  const { docs } = await payload.find({
    collection: 'project-documents',
    where: { project: { equals: projectId } },
    select: { title: true, updatedAt: true },
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
  })
  return docs.map((document) => ({
    id: document.id,
    title: String(document.title ?? ''),
    version: document.updatedAt,
  }))
}
