import { useTranslations } from 'next-intl'

import type { DocumentListing } from '@/server/projects/list-project-documents'
import { projectDocumentPath } from '@/contracts/other-addresses'

/**
 * Every document's title; a file link only when the viewer may open it. The link goes to Payload's
 * file route for the private collection, which checks the same access rule before streaming.
 */
export function ProjectDocumentsList({
  documents,
  canOpen,
}: {
  documents: DocumentListing[]
  canOpen: boolean
}) {
  const t = useTranslations('Projects')
  if (!documents.length) return <p>{t('noDocuments')}</p>
  return (
    <>
      {canOpen ? null : (
        <p className="project-documents__notice">
          {t('documentsForInvestors')} <a href="#login">{t('signInForDocuments')}</a>
        </p>
      )}
      <ul className="project-documents">
        {documents.map((document) => (
          <li key={document.id}>
            {canOpen ? (
              <a
                href={projectDocumentPath(document.filename)}
                aria-label={t('openDocument', { title: document.title })}
              >
                {document.title}
              </a>
            ) : (
              <span>{document.title}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
