import type { TaskConfig } from 'payload'

import { cronSetting } from '@/server/jobs/cron-setting'

import { deliverQueuedEmailsSoon } from './deliver-queued-emails'

/** How often the outbox is swept: a cron pattern, `DELIVER_EMAILS_CRON`, every minute by default. */
const deliverEmailsCron = cronSetting('DELIVER_EMAILS_CRON')

/**
 * The outbox as a Payload job. Requests deliver what they queue right after answering; this sweep
 * sends what they could not: messages queued by scripts or jobs, and those whose mail server was
 * down, each retried with a growing wait (deliver-queued-emails.ts) until the server answers.
 */
export const deliverEmailsTask: TaskConfig<'deliverEmails'> = {
  slug: 'deliverEmails',
  label: 'Deliver queued e-mail',
  schedule: [{ cron: deliverEmailsCron, queue: 'default' }],
  retries: 0,
  // The process's one delivery round, so that a recipient's messages go out in the order written.
  handler: async ({ req }) => ({ output: { claimed: await deliverQueuedEmailsSoon(req.payload) } }),
  outputSchema: [{ name: 'claimed', type: 'number', required: true }],
}
