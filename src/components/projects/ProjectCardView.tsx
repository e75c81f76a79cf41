import { useTranslations } from 'next-intl'

import { Link } from '@/components/navigation/Link'
import { daysLeft } from '@/domain/projects/catalogue-rules'
import type { Locale } from '@/i18n/locales'
import type { ProjectCard } from '@/server/projects/project-card'

import { formatDate } from '@/i18n/format-date'
import { RaiseProgress } from './RaiseProgress'

type Props = {
  card: ProjectCard
  locale: Locale
  /** `/projects` or `/investment_opportunities`: the card links to `{basePath}/{alias}`. */
  basePath: string
  /** The heading level of the project's name within the page (2 in the catalogue). */
  headingLevel?: 2 | 3
  /** The moment days left are counted from; the time of rendering when not given. */
  now?: Date
  /** First on the screen: its picture loads at once, ahead of other images (it is the page's LCP). */
  priority?: boolean
}

/** One project in the catalogue or a home-page list. */
export function ProjectCardView({
  card,
  locale,
  basePath,
  headingLevel = 2,
  now,
  priority = false,
}: Props) {
  const t = useTranslations('Projects')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = `${basePath}/${card.alias}`
  const left = daysLeft(card.endDate, now ?? new Date())
  const open = card.status === 'raising' || card.status === 'raising_extend'
  return (
    <article className="project-card" data-status={card.status}>
      {card.image ? (
        // The media server's own sizes; Next's optimiser cannot reach them in every environment.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className="project-card__image"
          src={card.image.url}
          alt=""
          width={card.image.width}
          height={card.image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <div className="project-card__image project-card__image--empty" aria-hidden="true" />
      )}
      <div className="project-card__body">
        <p className="project-card__badges">
          <span className="badge" data-status={card.status}>
            {t(`status.${card.status}`)}
          </span>
          {card.angelCampaign ? (
            <span className="badge badge--angel">{t('angelCampaign')}</span>
          ) : null}
        </p>
        <Heading className="project-card__name">
          <Link href={href} className="project-card__link">
            {card.name}
          </Link>
        </Heading>
        <p className="project-card__summary">{card.shortDescription}</p>
        <dl className="project-card__facts">
          {card.category ? (
            <div>
              <dt>{t('categoryLabel')}</dt>
              <dd>{card.subcategory ? `${card.category} · ${card.subcategory}` : card.category}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('stageLabel')}</dt>
            <dd>
              {t(`stage.${card.stage}`)} · {t(`raisingType.${card.raisingType}`)}
            </dd>
          </div>
        </dl>
        <RaiseProgress
          raisedMinor={card.raisedMinor}
          minimumMinor={card.minimumMinor}
          maximumMinor={card.maximumMinor}
          currency={card.currency}
          locale={locale}
        />
        <p className="project-card__footer">
          <span>{t('investors', { count: card.investorCount })}</span>
          {open && left !== null ? (
            <span>{left === 0 ? t('lastDay') : t('daysLeft', { days: left })}</span>
          ) : null}
          {card.status === 'coming' && card.startDate ? (
            <span>
              {t.rich('startsOn', {
                date: formatDate(card.startDate, locale),
                ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
              })}
            </span>
          ) : null}
          {!open && card.status !== 'coming' ? <span>{t('ended')}</span> : null}
        </p>
      </div>
    </article>
  )
}
