import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { withJobLeaseField } from '@/framework/job-lease'

import { expectCheckedVersions } from './checked-against'
import { payloadInternal, recordingPayload } from './payload-internals'

type JobsCollection = (jobsConfig: object) => CollectionConfig
type CountActive = (args: {
  queue: string
  req: unknown
  onlyScheduled?: boolean
}) => Promise<number>
type RunJobs = (args: { req: unknown; overrideAccess: boolean; queue: string }) => Promise<unknown>

/** Every field name of a collection, those inside tabs and groups too. */
function fieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => [
    ...('name' in field ? [field.name] : []),
    ...('fields' in field ? fieldNames(field.fields) : []),
    ...('tabs' in field ? field.tabs.flatMap((tab) => fieldNames(tab.fields)) : []),
  ])
}

async function payloadJobsCollection(): Promise<CollectionConfig> {
  const { getDefaultJobsCollection } = await payloadInternal<{
    getDefaultJobsCollection: JobsCollection
  }>('queues/config/collection.js')
  return getDefaultJobsCollection({ tasks: [{ slug: 'probe', handler: () => ({ output: {} }) }] })
}

/**
 * src/framework/job-lease.ts gives claimed jobs the lease Payload's lack: it relies on Payload
 * leaving a `processing` job alone for ever and on Payload's jobs collection having no lease.
 */
describe('guard: the job lease (src/framework/job-lease.ts)', () => {
  it('runs on the Payload versions it was checked against', () => {
    expectCheckedVersions('job-lease.ts')
  })

  it('finds Payload’s jobs collection with its processing flag and no lease of its own', async () => {
    const names = fieldNames((await payloadJobsCollection()).fields)
    expect(names).toContain('processing')
    // Payload 4 brings its own `processingUntil` (payloadcms/payload#17220): ours would collide.
    expect(names).not.toContain('processingUntil')
    expect(names).not.toContain('processingToken')
    const leased = fieldNames(withJobLeaseField(await payloadJobsCollection()).fields)
    expect(leased.filter((name) => name === 'processingUntil')).toHaveLength(1)
  })

  it('finds Payload’s runner never claiming a job left processing', async () => {
    const { runJobs } = await payloadInternal<{ runJobs: RunJobs }>(
      'queues/operations/runJobs/index.js',
    )
    const { req, adapterUpdates } = recordingPayload()
    await runJobs({ req, overrideAccess: true, queue: 'default' })
    expect(adapterUpdates[0]?.where?.and).toContainEqual({ processing: { equals: false } })
  })

  it('finds Payload’s scheduler counting a job left processing as active', async () => {
    const { countRunnableOrActiveJobsForQueue } = await payloadInternal<{
      countRunnableOrActiveJobsForQueue: CountActive
    }>('queues/operations/handleSchedules/countRunnableOrActiveJobsForQueue.js')
    const { req, counted } = recordingPayload()
    await countRunnableOrActiveJobsForQueue({ queue: 'default', req, onlyScheduled: true })
    expect(counted).toHaveLength(1)
    const { where } = counted[0] as { where: { and: object[] } }
    // Not completed and not failed: a processing job counts, whatever became of its process, and
    // no new job is queued for its schedule while it does.
    expect(where.and).toContainEqual({ completedAt: { exists: false } })
    expect(JSON.stringify(where)).not.toContain('processing')
  })
})
