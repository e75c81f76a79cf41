'use client'

import { useTranslations } from 'next-intl'

import { requiredIdentityDocuments } from '@/domain/investors/profile-completeness'
import { identityFieldsLocked } from '@/domain/kyc/kyc-status'

import { DocumentList } from '../DocumentList'
import { DocumentUpload } from '../DocumentUpload'
import { IdentityCheckPanel } from '../IdentityCheckPanel'
import { MissingList } from '../MissingList'
import { useProfile } from '../ProfileContext'
import { SectionLink } from '../SectionLink'

/**
 * Identity documents: the ID card and its appendix (Israelis) or the passport (others), and the
 * photo with the document when compliance asks for it; then the identity check itself.
 */
export function DocumentsSection() {
  const t = useTranslations('Profile')
  const { view, settings } = useProfile()
  const citizenship = view.profile.citizenship
  const locked = identityFieldsLocked(view.identityCheck.status)
  const kinds = citizenship ? requiredIdentityDocuments(citizenship, view.selfieRequired) : []
  const uploaded = new Set(view.documents.map((document) => document.kind))
  const megabytes = Math.floor(settings.maxDocumentBytes / (1024 * 1024))

  return (
    <div className="profile-documents">
      {citizenship ? (
        <MissingList
          items={kinds
            .filter((kind) => !uploaded.has(kind))
            .map((kind) => t(`documents.kinds.${kind}` as never))}
        />
      ) : (
        <p className="alert" data-testid="choose-citizenship-first">
          {t.rich('documents.chooseCitizenship', {
            link: (chunks) => <SectionLink section="personal">{chunks}</SectionLink>,
          })}
        </p>
      )}
      {kinds.length > 0 && <p>{t('documents.intro', { megabytes })}</p>}
      {locked && (
        <p className="alert" data-testid="documents-locked">
          {t('documents.locked')}
        </p>
      )}
      {kinds.map((kind) => (
        <section key={kind} className="document-slot" aria-labelledby={`document-${kind}`}>
          <h3 id={`document-${kind}`}>{t(`documents.kinds.${kind}` as never)}</h3>
          <DocumentList documents={view.documents} kind={kind} />
          <DocumentUpload
            kind={kind}
            label={t('documents.chooseFile', { document: t(`documents.kinds.${kind}` as never) })}
            hint={t(`documents.hints.${kind}` as never)}
            disabled={locked}
          />
        </section>
      ))}
      <IdentityCheckPanel />
    </div>
  )
}
