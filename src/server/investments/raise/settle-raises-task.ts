import type { TaskConfig } from 'payload'

import { cronSetting } from '@/server/jobs/cron-setting'
import { deliverQueuedEmailsSoon } from '@/server/email/deliver-queued-emails'

import { settleRaises } from './settle-raises'

/**
 * How often the raises are settled: a cron pattern (five fields, or six with seconds first),
 * `SETTLE_RAISES_CRON`, every minute by default. Tests settle every few seconds.
 */
const settleRaisesCron = cronSetting('SETTLE_RAISES_CRON')

/**
 * The raises' schedule as a Payload job: queued every minute (`SETTLE_RAISES_CRON`) by the
 * scheduler (the job runner's call to `/api/payload-jobs/run` queues what is due, then runs it)
 * and run once at a time per queue, under a lease its run renews (src/framework/job-lease.ts).
 * Running it over our own HTTP server keeps the pages' cache expiry inside a request.
 */
export const settleRaisesTask: TaskConfig<'settleRaises'> = {
  slug: 'settleRaises',
  label: 'Settle raises (statuses, charges, transfers)',
  schedule: [{ cron: settleRaisesCron, queue: 'default' }],
  // A failed round (the database or the card provider away for a moment) is tried again soon,
  // before the schedule's next slot; each round decides afresh from the ledger, so a retry is
  // safe. A round cut short by a crash is run again once its lease runs out (job-lease.ts).
  retries: { attempts: 3, backoff: { type: 'fixed', delay: 10_000 } },
  handler: async ({ req }) => {
    const settled = await settleRaises(req.payload)
    // The round's e-mails are sent now, not after the next request that happens to send mail.
    await deliverQueuedEmailsSoon(req.payload)
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
