import type { UIFieldServerProps } from 'payload'

import { staffRole } from '@/access/is-staff'
import { inquiryStatusLabels } from '@/collections/CompanyInquiries/fields'
import { inquiryFileKindLabels } from '@/collections/CompanyInquiryFiles'
import {
  inquiryEventActor,
  inquiryEvents,
  nextInquiryStatus,
} from '@/domain/companies/inquiry-status'
import { maxPreviewPages } from '@/domain/files/pdf-preview'
import { relationId } from '@/domain/relation-id'
import { formatDateTime } from '@/i18n/format-date'
import type { CompanyInquiry } from '@/payload-types'

import { AuditHistory } from '../review/AuditHistory'
import { PdfPages } from '../review/PdfPages'
import { ReviewDecision } from '../review/ReviewDecision'
import { decisionTexts, inquiryReviewTexts, labelIn } from '../review/review-texts'
import { privateFilePreviewPath } from '@/contracts/other-addresses'

const shownInline = (mimeType: string | null | undefined) =>
  mimeType === 'application/pdf' || Boolean(mimeType?.startsWith('image/'))

/**
 * Staff's review of a company's inquiry, at the top of the record: its status, the decision
 * (take into review, ask for more, approve into a project, deny) with the reason the company
 * reads, every file the company uploaded shown inline through Payload's access-checked file route
 * (each opening audited), and the company account's history. Reads run as the staff member.
 */
export async function InquiryReviewPanel({ data, id, payload, req, i18n }: UIFieldServerProps) {
  if (!id) return null
  const inquiry = data as CompanyInquiry
  const { t, locale } = inquiryReviewTexts(i18n.language)
  const ownerId = relationId(inquiry.owner)
  const asStaff = { overrideAccess: false, user: req.user, req } as const
  // Editors read inquiries; the decision, the files and the history are the reviewers'.
  const role = staffRole(req)
  const reviewer = role === 'admin' || role === 'compliance'
  const [account, files, history] = await Promise.all([
    ownerId && reviewer
      ? payload.findByID({ collection: 'investors', id: ownerId, depth: 0, ...asStaff })
      : null,
    reviewer
      ? payload.find({
          collection: 'company-inquiry-files',
          where: { inquiry: { equals: id } },
          sort: 'createdAt',
          depth: 0,
          pagination: false,
          ...asStaff,
        })
      : { docs: [] },
    ownerId && reviewer
      ? payload.find({
          collection: 'audit-log',
          where: { investor: { equals: ownerId } },
          sort: '-createdAt',
          depth: 0,
          limit: 50,
          ...asStaff,
        })
      : null,
  ])
  const decisions = inquiryEvents.filter(
    (event) => inquiryEventActor[event] === 'staff' && nextInquiryStatus(inquiry.status, event),
  )
  const projectId = relationId(inquiry.project)

  return (
    <div className="identity-review inquiry-review">
      <h3>{t('title')}</h3>
      <p>
        {t('status')}: <strong>{labelIn(inquiryStatusLabels[inquiry.status], locale)}</strong>
        {inquiry.submittedAt
          ? ` · ${t('submittedAt', { date: formatDateTime(inquiry.submittedAt, locale) })}`
          : null}
        {inquiry.decidedAt
          ? ` · ${t('decidedAt', { date: formatDateTime(inquiry.decidedAt, locale) })}`
          : null}
      </p>
      {inquiry.decisionReason ? (
        <p>
          {t('reasonGiven')}: <q>{inquiry.decisionReason}</q>
        </p>
      ) : null}
      {account ? (
        <p>{t('accountLanguage', { language: account.locale === 'he' ? 'עברית' : 'English' })}</p>
      ) : null}
      {projectId ? (
        <p>
          {t('project')}:{' '}
          <a href={`/admin/collections/projects/${projectId}`}>{t('openProject')}</a>
        </p>
      ) : null}
      {reviewer ? (
        <ReviewDecision
          route="inquiry"
          id={Number(id)}
          choices={decisions.map((value) => ({ value, label: t(value) }))}
          texts={decisionTexts(t)}
          closedText={t('closed')}
        />
      ) : null}

      {reviewer ? (
        <>
          <h4>{t('files')}</h4>
          {files.docs.length === 0 ? <p>{t('noFiles')}</p> : null}
          <ul className="identity-review__documents">
            {files.docs.map((file) => {
              const kind = labelIn(inquiryFileKindLabels[file.kind], locale)
              return (
                <li key={file.id}>
                  <p>
                    <strong>{kind}</strong> · <bdi>{file.originalName}</bdi> ·{' '}
                    {formatDateTime(file.createdAt, locale)}
                    {file.removedAt ? ` · ${t('removed')}` : null} ·{' '}
                    <a href={file.url ?? '#'} target="_blank" rel="noreferrer">
                      {file.mimeType === 'application/pdf'
                        ? t('downloadPdf')
                        : shownInline(file.mimeType)
                          ? t('openFile')
                          : t('downloadFile')}
                    </a>
                  </p>
                  {file.mimeType === 'application/pdf' ? (
                    // Opened on request, as pictures of its pages drawn on the server: no script
                    // in the file runs in the reviewer's browser.
                    <details>
                      <summary>{t('showFile')}</summary>
                      <PdfPages
                        previewUrl={privateFilePreviewPath('company-inquiry-files', file.id)}
                        pageLabels={Array.from({ length: maxPreviewPages }, (_, index) =>
                          t('page', {
                            number: index + 1,
                            title: `${kind}: ${file.originalName ?? ''}`,
                          }),
                        )}
                      />
                    </details>
                  ) : shownInline(file.mimeType) ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a private file, not for next/image
                    <img
                      src={file.url ?? undefined}
                      alt={`${kind}: ${file.originalName ?? ''}`}
                      loading="lazy"
                    />
                  ) : null}
                </li>
              )
            })}
          </ul>

          <AuditHistory
            entries={history?.docs ?? []}
            locale={locale}
            texts={{
              title: t('history'),
              empty: t('noHistory'),
              when: t('when'),
              action: t('action'),
              by: t('by'),
              owner: t('company'),
            }}
          />
        </>
      ) : null}
    </div>
  )
}
