import { RichText } from '@payloadcms/richtext-lexical/react'
import { useLocale, useTranslations } from 'next-intl'

import type { Project } from '@/payload-types'

import { formatDate } from '@/i18n/format-date'

/** The company's reports to investors (spec: updates tab), newest first. */
export function ProjectUpdates({ updates }: { updates: Project['updates'] }) {
  const t = useTranslations('Projects')
  const locale = useLocale()
  if (!updates?.length) return <p>{t('noUpdates')}</p>
  const newestFirst = [...updates].sort((a, b) => b.date.localeCompare(a.date))
  return (
    <ol className="project-updates">
      {newestFirst.map((update) => (
        <li key={update.id ?? update.date}>
          <article>
            <h3>{update.title}</h3>
            <p className="project-updates__date">
              <time dateTime={update.date}>
                <bdi dir="ltr">{formatDate(update.date, locale)}</bdi>
              </time>
            </p>
            {update.body ? <RichText data={update.body} className="rich-text" /> : null}
          </article>
        </li>
      ))}
    </ol>
  )
}
