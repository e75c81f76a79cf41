import type { UIFieldServerProps } from 'payload'

import { kycStatusOptions } from '@/collections/InvestorProfiles/options'
import { investorDataExportRoute } from '@/contracts/compliance'
import { routePath } from '@/contracts/route-contract'
import { maxPreviewPages } from '@/domain/files/pdf-preview'
import { documentKinds } from '@/domain/kyc/document-kinds'
import { nextKycStatus } from '@/domain/kyc/kyc-status'
import { formatDateTime } from '@/i18n/format-date'
import type { InvestorProfile } from '@/payload-types'
import { readSuitability } from '@/server/suitability/read-suitability'

import { AuditHistory } from './AuditHistory'
import { PdfPages } from './PdfPages'
import { RevealIdentity } from './RevealIdentity'
import { ReviewDecision } from './ReviewDecision'
import { decisionTexts, labelIn, reviewTexts } from './review-texts'
import { privateFilePreviewPath } from '@/contracts/other-addresses'

const optionLabel = (
  options: { value: string; label: unknown }[],
  value: string | null | undefined,
) =>
  options.find((option) => option.value === value)?.label as { en: string; he: string } | undefined

/**
 * The compliance review of one investor, at the top of their profile: state and decision, the
 * full numbers on request, the documents shown inline (each opening audited by the file route),
 * the history of the record, and the data export. Reads go through access control as the staff
 * member, so only compliance and administrators see any of it.
 */
export async function IdentityReviewPanel({ data, id, payload, req, i18n }: UIFieldServerProps) {
  if (!id) return null
  const profile = data as InvestorProfile
  const { t, locale } = reviewTexts(i18n.language)
  const investorId = typeof profile.investor === 'object' ? profile.investor.id : profile.investor
  const asStaff = { overrideAccess: false, user: req.user, req } as const
  const [account, documents, history, suitability, questionnaire] = await Promise.all([
    payload.findByID({ collection: 'investors', id: investorId, depth: 0, ...asStaff }),
    payload.find({
      collection: 'investor-documents',
      where: { investor: { equals: investorId } },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
      ...asStaff,
    }),
    payload.find({
      collection: 'audit-log',
      where: { investor: { equals: investorId } },
      sort: '-createdAt',
      depth: 0,
      limit: 50,
      ...asStaff,
    }),
    readSuitability(payload, investorId, req),
    payload.findGlobal({ slug: 'suitability-questionnaire', depth: 0, ...asStaff }),
  ])
  const answeredVersion = suitability?.version
  const decisions = (['approve', 'requestMore', 'reject'] as const).filter((decision) =>
    nextKycStatus(profile.kycStatus, decision),
  )

  return (
    <div className="identity-review">
      <h3>{t('identityTitle')}</h3>
      <p>
        {t('status')}:{' '}
        <strong>{labelIn(optionLabel(kycStatusOptions, profile.kycStatus), locale)}</strong>
      </p>
      <p>{t('accountLanguage', { language: account.locale === 'he' ? 'עברית' : 'English' })}</p>
      <ReviewDecision
        route="identity"
        id={Number(id)}
        choices={decisions.map((value) => ({ value, label: t(value) }))}
        texts={decisionTexts(t)}
        closedText={t('notSubmitted')}
      />

      <h4>{t('identityNumbers')}</h4>
      <RevealIdentity
        id={Number(id)}
        texts={{
          reveal: t('reveal'),
          idNumber: t('idNumber'),
          passportNumber: t('passportNumber'),
          none: t('none'),
        }}
      />

      <h4>{t('questionnaire')}</h4>
      <p data-testid="review-suitability">
        {suitability
          ? t('questionnaireAnswer', {
              result: t(suitability.result === 'suitable' ? 'suitable' : 'notSuitable'),
              date: formatDateTime(suitability.answeredAt, locale),
              version: String(answeredVersion),
            })
          : t('questionnaireNotAnswered')}
        {suitability && answeredVersion !== (questionnaire.versionNumber ?? 0)
          ? ` ${t('questionnaireOutdated')}`
          : null}
      </p>

      <h4>{t('documents')}</h4>
      {documents.docs.length === 0 ? <p>{t('noDocuments')}</p> : null}
      <ul className="identity-review__documents">
        {documents.docs.map((document) => {
          const kind = documentKinds.find((entry) => entry.value === document.kind)
          return (
            <li key={document.id}>
              <p>
                <strong>{labelIn(kind?.label, locale)}</strong> ·{' '}
                {formatDateTime(document.createdAt, locale)} ·{' '}
                <a href={document.url ?? '#'} target="_blank" rel="noreferrer">
                  {document.mimeType === 'application/pdf'
                    ? t('downloadDocument')
                    : t('openDocument')}
                </a>
              </p>
              {document.mimeType === 'application/pdf' ? (
                // Pictures of its pages, drawn on the server: no script in the file runs here.
                <PdfPages
                  previewUrl={privateFilePreviewPath('investor-documents', document.id)}
                  pageLabels={Array.from({ length: maxPreviewPages }, (_, index) =>
                    t('page', { number: index + 1, title: labelIn(kind?.label, locale) }),
                  )}
                />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- a private file, not for next/image
                <img
                  src={document.url ?? undefined}
                  alt={labelIn(kind?.label, locale)}
                  loading="lazy"
                />
              )}
            </li>
          )
        })}
      </ul>

      <AuditHistory
        entries={history.docs}
        locale={locale}
        texts={{
          title: t('history'),
          empty: t('noHistory'),
          when: t('when'),
          action: t('action'),
          by: t('by'),
          owner: t('investor'),
        }}
      />

      <p>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={routePath(investorDataExportRoute, { id: Number(id) })}
          download
        >
          {t('export')}
        </a>
      </p>
    </div>
  )
}
