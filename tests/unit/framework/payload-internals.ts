import path from 'node:path'

import { root } from './checked-against'

/**
 * A module of Payload's own that its package does not export (its job queue's operations): the
 * guards call the code the patches replace or rely on, as Payload runs it.
 */
export async function payloadInternal<T>(file: string): Promise<T> {
  return (await import(path.join(root, 'node_modules/payload/dist', file))) as T
}

export type JobsUpdate = {
  id?: number | string
  data: Record<string, unknown>
  where?: { and: unknown[] }
  limit?: number
  req: unknown
  returning?: boolean
  sort?: unknown
}

/**
 * A Payload as far as its job runner and scheduler see it, with a database adapter that records
 * every `updateJobs` (finding no job) and `count`, and every Local API update.
 */
export function recordingPayload(jobs: Record<string, unknown> = { depth: 0 }) {
  const adapterUpdates: JobsUpdate[] = []
  const localUpdates: unknown[] = []
  const counted: unknown[] = []
  const payload = {
    db: {
      name: 'postgres',
      beginTransaction: async () => 'transaction',
      commitTransaction: async () => {},
      updateJobs: async (args: JobsUpdate) => {
        adapterUpdates.push(args)
        return []
      },
      count: async (args: unknown) => {
        counted.push(args)
        return { totalDocs: 0 }
      },
    },
    update: async (args: unknown) => {
      localUpdates.push(args)
      return { docs: [] }
    },
    config: { jobs },
    collections: { 'payload-jobs': { config: { defaultSort: 'createdAt' } } },
    logger: { info: () => {}, warn: () => {}, error: () => {} },
  }
  return { req: { payload }, adapterUpdates, localUpdates, counted }
}
