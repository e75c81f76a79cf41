import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { raiseOpenedPath } from '@/domain/projects/raise-alert-rules'
import { isLocale, type Locale } from '@/i18n/locales'
import { raise_alerts } from '@/payload-generated-schema'
import { bare, type Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { siteUrl } from '@/server/http/site-url'

/**
 * The raise of a coming project has opened (the job's transaction, under the project's row lock):
 * every investor who asked is e-mailed in their account's language, with a link to the invest
 * page. One UPDATE claims the alerts not yet told and stamps them in this transaction, so the
 * e-mails and the stamps commit together, and a second run, or a run that overlaps this one,
 * finds nothing left to tell.
 */
export async function tellRaiseOpened(
  payload: Payload,
  transaction: Transaction,
  project: { id: number; alias: string },
  now: Date,
): Promise<number> {
  const claimed = await transaction.db.execute(sql`
    update ${raise_alerts}
       set ${bare(raise_alerts.notifiedAt)} = ${now.toISOString()}::timestamptz,
           ${bare(raise_alerts.updatedAt)} = now()
     where ${raise_alerts.project} = ${project.id} and ${raise_alerts.notifiedAt} is null
     returning ${raise_alerts.investor}`)
  const investorIds = (claimed.rows as Fields<[typeof raise_alerts.investor, number]>[]).map(
    (row) => row.investor_id,
  )
  if (investorIds.length === 0) return 0
  const { docs: investors } = await payload.find({
    collection: 'investors',
    where: { id: { in: investorIds } },
    select: { name: true, email: true, locale: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: transaction.req,
  })
  const names = new Map<Locale, string>()
  const projectName = async (locale: Locale) => {
    if (!names.has(locale)) {
      const found = await payload.findByID({
        collection: 'projects',
        id: project.id,
        locale,
        depth: 0,
        select: { name: true },
        overrideAccess: true,
        req: transaction.req,
      })
      names.set(locale, found.name ?? '')
    }
    return names.get(locale) ?? ''
  }
  for (const investor of investors) {
    const locale: Locale = isLocale(investor.locale) ? investor.locale : 'he'
    await queueEmail(
      payload,
      {
        to: investor.email,
        template: 'raiseOpened',
        locale,
        values: {
          name: investor.name,
          // `lng` opens the page in the e-mail's language, whatever the browser last used.
          link: `${siteUrl()}${raiseOpenedPath(project.alias)}?lng=${locale}`,
          params: { project: await projectName(locale) },
        },
      },
      transaction.req,
    )
  }
  return investors.length
}
