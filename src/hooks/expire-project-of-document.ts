import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { cacheTags } from '@/domain/cache-tags'

import { expireTag } from './revalidate'

type DocumentDoc = { project?: number | { id: number; alias?: string } | null }

async function expireProjectOf(req: PayloadRequest, doc: DocumentDoc | undefined) {
  if (req.context?.disableRevalidate || !doc?.project) return
  const project =
    typeof doc.project === 'object'
      ? doc.project
      : await req.payload.findByID({
          collection: 'projects',
          id: doc.project,
          select: { alias: true },
          depth: 0,
          draft: true,
          disableErrors: true,
          req,
        })
  if (project?.alias) expireTag(req, cacheTags.project(project.alias))
}

/**
 * A document added, renamed, moved or removed changes its project's page (the documents tab), so
 * the project's cache tag is expired, for the old project too when the document moved.
 */
export const expireProjectOfDocument: {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} = {
  afterChange: [
    async ({ doc, previousDoc, req }) => {
      await expireProjectOf(req, doc as DocumentDoc)
      const before = previousDoc as DocumentDoc | undefined
      const id = (p: DocumentDoc['project']) => (typeof p === 'object' ? p?.id : p)
      if (before?.project && id(before.project) !== id((doc as DocumentDoc).project)) {
        await expireProjectOf(req, before)
      }
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await expireProjectOf(req, doc as DocumentDoc)
      return doc
    },
  ],
}
