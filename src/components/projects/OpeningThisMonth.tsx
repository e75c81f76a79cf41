import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/navigation/Link'
import { catalogueHref } from '@/domain/projects/catalogue-rules'
import { localeSettings, timeZone, type Locale } from '@/i18n/locales'
import { listOpeningThisMonth } from '@/server/projects/list-opening-this-month'

import { ProjectCardView } from './ProjectCardView'

/** `/new`'s list: the projects opening this month in Israel, or where to look when there are none. */
export async function OpeningThisMonth({ locale }: { locale: Locale }) {
  const t = await getTranslations('NewProjects')
  const now = new Date()
  const { month, cards } = await listOpeningThisMonth(locale, now)
  const monthName = new Intl.DateTimeFormat(localeSettings[locale].intlLocale, {
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(month.start)
  return (
    <section className="home-section" aria-labelledby="opening-this-month">
      <div className="home-section__header">
        <h2 id="opening-this-month">{t('title', { month: monthName })}</h2>
      </div>
      {cards.length ? (
        <ul className="catalogue__grid">
          {cards.map((card) => (
            <li key={card.alias}>
              <ProjectCardView
                card={card}
                locale={locale}
                basePath="/projects"
                headingLevel={3}
                now={now}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('empty')}{' '}
          <Link href={catalogueHref('/projects', { group: 'coming' })}>{t('coming')}</Link>
        </p>
      )}
    </section>
  )
}
