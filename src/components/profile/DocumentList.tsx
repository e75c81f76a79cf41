'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { ProfileView } from '@/domain/investors/profile-view'
import type { DocumentKind } from '@/domain/kyc/document-kinds'
import { formatDate } from '@/i18n/format-date'

type Documents = ProfileView['documents']

/**
 * The files of one kind, newest first: when each was uploaded and a link that opens it (the file
 * route answers its owner and compliance only).
 */
export function DocumentList({ documents, kind }: { documents: Documents; kind: DocumentKind }) {
  const t = useTranslations('Profile')
  const locale = useLocale()
  const ofKind = documents.filter((document) => document.kind === kind)
  const name = t(`documents.kinds.${kind}` as never)
  if (ofKind.length === 0)
    return <p className="document-list__none">{t('documents.notUploaded')}</p>
  return (
    <ul className="document-list" data-testid={`documents-${kind}`}>
      {ofKind.map((document) => {
        const date = formatDate(document.createdAt, locale)
        return (
          <li key={document.id}>
            <span>{t('documents.uploadedOn', { date })}</span>
            {document.url && (
              <a
                href={document.url}
                target="_blank"
                rel="noopener"
                aria-label={t('documents.openLabel', { document: name, date })}
              >
                {t('documents.open')}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
