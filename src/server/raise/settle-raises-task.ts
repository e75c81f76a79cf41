import type { TaskConfig } from 'payload'

import { settleRaises } from './settle-raises'

/**
 * The raises' schedule as a Payload job: queued every minute by the scheduler (the job runner's
 * call to `/api/payload-jobs/run` queues what is due, then runs it) and run once at a time per
 * queue. Running it over our own HTTP server keeps the pages' cache expiry inside a request.
 */
export const settleRaisesTask: TaskConfig<'settleRaises'> = {
  slug: 'settleRaises',
  label: 'Settle raises (statuses, charges, transfers)',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    const settled = await settleRaises(req.payload)
    return {
      output: {
        advanced: settled.advanced.length,
        charged: settled.charged.length,
        ended: settled.ended.length,
      },
    }
  },
  outputSchema: [
    { name: 'advanced', type: 'number', required: true },
    { name: 'charged', type: 'number', required: true },
    { name: 'ended', type: 'number', required: true },
  ],
}
