import type { Payload } from 'payload'

import { paidTotal } from '@/domain/investments/amounts'
import { formatMoney } from '@/domain/money'
import { relationId } from '@/domain/relation-id'
import { formatDate } from '@/i18n/format-date'
import { isLocale } from '@/i18n/locales'
import type { Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import type { RaiseEmailTemplate } from '@/server/email/render-email'

/**
 * Tells an investor what happened to their investment, in their account's language, queued in
 * the transaction that made it happen (sent only if it commits). Every template may use the
 * project's name, the investment's number and amount, `paid` (the amount with a card's clearing
 * fee: what the investor's payment moves), the card's last digits and `date` (a
 * deadline or an extension's end, shown as a date in Israel); `params` adds a template's own
 * values (a halted raise's reason category).
 */
export async function queueInvestorEmail(
  payload: Payload,
  transaction: Transaction,
  message: {
    investment: Pick<
      Investment,
      'investor' | 'project' | 'number' | 'amount' | 'fee' | 'currency' | 'card'
    >
    template: RaiseEmailTemplate
    date?: string | null
    link?: string
    params?: Record<string, string>
  },
): Promise<void> {
  const { req } = transaction
  const { investment } = message
  const investor = await payload.findByID({
    collection: 'investors',
    id: relationId(investment.investor) ?? 0,
    depth: 0,
    select: { name: true, email: true, locale: true },
    overrideAccess: true,
    req,
  })
  const locale = isLocale(investor.locale) ? investor.locale : 'he'
  const project = await payload.findByID({
    collection: 'projects',
    id: relationId(investment.project) ?? 0,
    locale,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  await queueEmail(
    payload,
    {
      to: investor.email,
      template: message.template,
      locale,
      values: {
        name: investor.name,
        link: message.link,
        params: {
          project: project.name ?? '',
          number: String(investment.number),
          amount: formatMoney({ minor: investment.amount, currency: investment.currency }, locale),
          paid: formatMoney(
            { minor: paidTotal(investment), currency: investment.currency },
            locale,
          ),
          last4: investment.card?.last4 ?? '',
          date: message.date ? formatDate(message.date, locale) : '',
          ...message.params,
        },
      },
    },
    req,
  )
}

/** Tells every investor holding a live pledge in the project (pending or paid), each once a pledge. */
export async function tellLiveInvestors(
  payload: Payload,
  transaction: Transaction,
  projectId: number,
  message: { template: RaiseEmailTemplate; date?: string | null },
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'investments',
    where: {
      and: [{ project: { equals: projectId } }, { status: { in: ['pending', 'active'] } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: transaction.req,
  })
  for (const investment of docs)
    await queueInvestorEmail(payload, transaction, { investment, ...message })
}
