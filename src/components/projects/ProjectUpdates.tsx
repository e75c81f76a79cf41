import { RichText } from '@payloadcms/richtext-lexical/react'
import { useLocale, useTranslations } from 'next-intl'

import { updateParagraphs } from '@/domain/companies/company-update'
import { formatDate } from '@/i18n/format-date'
import type { Project } from '@/payload-types'
import type { CompanyUpdateListing } from '@/server/projects/list-company-updates'

type Entry = {
  key: string
  date: string
  title: string
  body: React.ReactNode
  /** Posted by the company from its page (the others are the platform's editors'). */
  fromCompany: boolean
  investorsOnly: boolean
}

/**
 * The project's updates (spec: updates tab), newest first: the editors' (part of the project's
 * page) and the company's own, those for investors only marked as such.
 */
export function ProjectUpdates({
  updates,
  companyUpdates,
}: {
  updates: Project['updates']
  companyUpdates: CompanyUpdateListing[]
}) {
  const t = useTranslations('Projects')
  const locale = useLocale()
  const entries: Entry[] = [
    ...(updates ?? []).map((update, index) => ({
      key: `editor-${update.id ?? index}`,
      date: update.date,
      title: update.title,
      body: update.body ? <RichText data={update.body} className="rich-text" /> : null,
      fromCompany: false,
      investorsOnly: false,
    })),
    ...companyUpdates.map((update) => ({
      key: `company-${update.id}`,
      date: update.postedAt,
      title: update.title,
      body: (
        <div className="rich-text">
          {updateParagraphs(update.text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ),
      fromCompany: true,
      investorsOnly: update.visibility === 'investors',
    })),
  ]
  if (entries.length === 0) return <p>{t('noUpdates')}</p>
  const newestFirst = entries.sort((a, b) => b.date.localeCompare(a.date))
  return (
    <ol className="project-updates">
      {newestFirst.map((entry) => (
        <li key={entry.key} data-testid="project-update">
          <article>
            <h3>{entry.title}</h3>
            <p className="project-updates__date">
              <time dateTime={entry.date}>
                <bdi dir="ltr">{formatDate(entry.date, locale)}</bdi>
              </time>
              {entry.fromCompany ? <span> · {t('updateFromCompany')}</span> : null}
              {entry.investorsOnly ? (
                <span className="badge project-updates__audience">{t('updateForInvestors')}</span>
              ) : null}
            </p>
            {entry.body}
          </article>
        </li>
      ))}
    </ol>
  )
}
