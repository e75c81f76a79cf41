import type { DocumentViewServerProps } from 'payload'
import { createTranslator } from 'next-intl'

import type { User } from '@/payload-types'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import {
  listProjectTransfers,
  settlementRoles,
} from '@/server/investments/transfers/list-project-transfers'

import { BankStatementImport } from './BankStatementImport'
import { ExpectedTransfers } from './ExpectedTransfers'

/**
 * The project's *Transfers* tab (admin and compliance; the tab is hidden from editors and this view
 * refuses them): the bank transfers expected and those to send back, each with its form, and the
 * bank statement's import. Read on the server on behalf of the staff member.
 */
export async function ProjectTransfersView(props: DocumentViewServerProps) {
  const { req } = props.initPageResult
  const locale = isLocale(req.i18n.language) ? req.i18n.language : defaultLocale
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'TransfersAdmin' })
  const user = req.user
  const projectId = Number(props.id ?? props.doc?.id)
  const staff =
    user?.collection === 'users' && settlementRoles.includes(user.role) && projectId > 0
      ? user
      : null
  return (
    <div
      className="gutter--left gutter--right"
      style={{ paddingBlock: 24 }}
      data-testid="project-transfers"
    >
      <h2 style={{ marginBlockEnd: 16 }}>{t('title')}</h2>
      {staff ? (
        <Loaded projectId={projectId} user={staff} props={props} />
      ) : (
        <p role="alert">{t('notAllowed')}</p>
      )}
    </div>
  )
}

async function Loaded({
  projectId,
  user,
  props,
}: {
  projectId: number
  user: User
  props: DocumentViewServerProps
}) {
  const { awaiting, refundDue, cardRefundsFailed } = await listProjectTransfers(props.payload, {
    projectId,
    user,
  })
  return (
    <>
      <ExpectedTransfers
        awaiting={awaiting}
        refundDue={refundDue}
        cardRefundsFailed={cardRefundsFailed}
      />
      <BankStatementImport projectId={projectId} />
    </>
  )
}
