import { getTranslations } from 'next-intl/server'

import type { CompanyInvestor } from '@/domain/companies/company-investors'
import type { CompanyUpdateView } from '@/domain/companies/company-update'
import type { Currency } from '@/domain/money'
import { formatDate } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'
import type { OwnProject } from '@/server/companies/read-own-projects'

import { Money } from '../projects/Money'
import { RaiseProgress } from '../projects/RaiseProgress'
import { CompanyUpdateForm } from './CompanyUpdateForm'

async function InvestorsTable({
  investors,
  locale,
}: {
  investors: CompanyInvestor[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'CompanyProjects' })
  return (
    <div data-testid="company-project-investor-list">
      <h4>{t('investorsTitle')}</h4>
      <p>{t('investorsIntro')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('investorName')}</th>
            <th scope="col">{t('units')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('approvedOn')}</th>
          </tr>
        </thead>
        <tbody>
          {investors.map((investor, index) => (
            <tr key={index}>
              <td>
                <bdi>{investor.name}</bdi>
              </td>
              <td>{investor.units.toLocaleString(locale === 'he' ? 'he-IL' : 'en-US')}</td>
              <td>
                <Money
                  minor={investor.amountMinor}
                  currency={investor.currency as Currency}
                  locale={locale}
                />
              </td>
              <td>{investor.approvedOn ? formatDate(investor.approvedOn, locale) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The company's updates to its investors: the form once the project is on the site, and those posted. */
async function UpdatesSection({
  project,
  updates,
  locale,
}: {
  project: OwnProject
  updates: CompanyUpdateView[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'CompanyProjects' })
  return (
    <section className="company-updates" data-testid="company-updates">
      <h4>{t('updatesTitle')}</h4>
      <p>{t('updatesIntro')}</p>
      {project.public ? <CompanyUpdateForm projectId={project.id} /> : <p>{t('updatesNotOpen')}</p>}
      <h5>{t('postedList')}</h5>
      {updates.length === 0 ? (
        <p>{t('noUpdates')}</p>
      ) : (
        <ol className="company-updates__list">
          {updates.map((update) => (
            <li key={update.id} data-testid="company-posted-update">
              <strong>{update.title[locale]}</strong>
              <p className="field__hint">
                {t('postedOn', { date: formatDate(update.postedAt, locale) })} ·{' '}
                {update.visibility === 'investors'
                  ? t('visibilityInvestors')
                  : t('visibilityPublic')}{' '}
                · {t('emailedTo', { count: update.emailedTo })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * The company's page follows its raise once staff approved the inquiry: each project's status,
 * what was raised against the minimum and maximum, how many invested, the dates, and its page on
 * the site once published.
 */
export async function CompanyProjectsPanel({
  projects,
  investors,
  updates,
  locale,
}: {
  projects: OwnProject[]
  /** By project, newest first (`readOwnUpdates`). */
  updates: Record<number, CompanyUpdateView[]>
  /** By project, once its raise succeeded (`companySeesInvestors`). */
  investors: Record<number, CompanyInvestor[]>
  locale: Locale
}) {
  if (projects.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'CompanyProjects' })
  const status = await getTranslations({ locale, namespace: 'Projects.status' })
  return (
    <section
      className="profile-section company-projects"
      aria-labelledby="company-projects-title"
      data-testid="company-projects"
    >
      <h2 id="company-projects-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {projects.map((project) => (
        <article
          key={project.id}
          className="company-projects__project"
          data-status={project.status}
        >
          <h3>{project.name}</h3>
          <p>
            {t('status')}{' '}
            <strong data-testid="company-project-status">{status(project.status)}</strong>
          </p>
          <RaiseProgress
            raisedMinor={project.raisedMinor}
            minimumMinor={project.minimumMinor}
            maximumMinor={project.maximumMinor}
            currency={project.currency}
            locale={locale}
          />
          <p data-testid="company-project-investors">
            {t('investors', { count: project.investorCount })}
          </p>
          <p>
            {project.startDate && project.endDate
              ? t('dates', {
                  start: formatDate(project.startDate, locale),
                  end: formatDate(project.endDate, locale),
                })
              : t('noDates')}
          </p>
          {project.public ? <a href={`/projects/${project.alias}`}>{t('viewPage')}</a> : null}
          {investors[project.id] ? (
            <InvestorsTable investors={investors[project.id]!} locale={locale} />
          ) : null}
          <UpdatesSection project={project} updates={updates[project.id] ?? []} locale={locale} />
        </article>
      ))}
    </section>
  )
}
