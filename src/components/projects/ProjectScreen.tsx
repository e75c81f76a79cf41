import config from '@payload-config'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPayload, type TypedUser } from 'payload'

import { Link } from '@/components/navigation/Link'
import { leadProjectAttributes } from '@/domain/leads/lead-context'
import { daysLeft, raiseProgress } from '@/domain/projects/catalogue-rules'
import { offersRaiseAlert } from '@/domain/projects/raise-alert-rules'
import { projectTabs, type ProjectTab } from '@/domain/projects/project-tabs'
import type { Locale } from '@/i18n/locales'
import type { Category, Project, User } from '@/payload-types'
import { getProject } from '@/server/projects/get-project'
import { getProjectDraft } from '@/server/projects/get-project-draft'
import { listCompanyUpdates } from '@/server/projects/list-company-updates'
import { listProjectDocuments } from '@/server/projects/list-project-documents'
import { imageView } from '@/server/projects/media-view'
import { readRaiseAlert } from '@/server/raise-alerts/read-raise-alert'

import { ProjectDocumentsList } from './ProjectDocumentsList'
import { ProjectGallery } from './ProjectGallery'
import { ProjectTabs } from './ProjectTabs'
import { ProjectTeam } from './ProjectTeam'
import { ProjectTerms } from './ProjectTerms'
import { ProjectUpdates } from './ProjectUpdates'
import { InvestmentPanel } from './InvestmentPanel'
import { LazyRaiseAlert } from './LazyRaiseAlert'
import { RaiseProgress } from './RaiseProgress'

type Props = {
  alias: string
  locale: Locale
  basePath: string
  tab: ProjectTab
  investor: TypedUser | null
  /** A staff member in preview mode: the page shows the project's latest draft. */
  previewUser?: User | null
}

const nameOf = (value: number | Category | null | undefined) =>
  value && typeof value === 'object' ? value.name : null

function canOpenDocuments(project: Project, investor: TypedUser | null) {
  return project.documentsVisibility === 'public' || investor !== null
}

/** `/projects/{alias}` and `/investment_opportunities/{alias}`. */
export async function ProjectScreen({
  alias,
  locale,
  basePath,
  tab,
  investor,
  previewUser,
}: Props) {
  const project = previewUser
    ? await getProjectDraft(alias, locale, previewUser)
    : await getProject(alias, locale, investor)
  if (!project) notFound()
  const t = await getTranslations('Projects')
  const [documents, companyUpdates] = await Promise.all([
    listProjectDocuments(project, locale),
    listCompanyUpdates(project, locale, previewUser ?? investor),
  ])
  const cover = imageView(project.cover, 'wide')
  const open = project.status === 'raising' || project.status === 'raising_extend'
  const left = daysLeft(project.endDate, new Date())
  const category = [nameOf(project.category), nameOf(project.subcategory)].filter(Boolean)
  // Only a coming project offers the alert (and loads its code). A signed-in investor's page is
  // rendered for them and knows their answer; the visitors' cached page asks in the browser.
  const companyViewer = investor?.collection === 'investors' && investor.accountKind === 'company'
  const offersAlert = offersRaiseAlert(project.status) && !previewUser && !companyViewer
  const alertAsked =
    offersAlert && investor
      ? (await readRaiseAlert(await getPayload({ config }), investor, project.id)).asked
      : null

  const panels: Record<ProjectTab, React.ReactNode> = {
    overview: project.description ? (
      <RichText data={project.description} className="rich-text" />
    ) : (
      <p>{t('noDescription')}</p>
    ),
    team: <ProjectTeam team={project.team} />,
    documents: (
      <ProjectDocumentsList documents={documents} canOpen={canOpenDocuments(project, investor)} />
    ),
    investment: <InvestmentPanel project={project} locale={locale} />,
    updates: <ProjectUpdates updates={project.updates} companyUpdates={companyUpdates} />,
  }

  return (
    <article
      className="project-page"
      data-status={project.status}
      // Leads sent from the layout's forms while this page is shown carry the project (spec 3).
      {...{
        [leadProjectAttributes.name]: project.name,
        [leadProjectAttributes.category]: category.join(' / '),
      }}
    >
      <header className="project-page__header">
        <p className="project-card__badges">
          <span className="badge" data-status={project.status}>
            {t(`status.${project.status}`)}
          </span>
          {project.angelCampaign ? (
            <span className="badge badge--angel">{t('angelCampaign')}</span>
          ) : null}
        </p>
        <h1>{project.name}</h1>
        <p className="project-page__summary">{project.shortDescription}</p>
        <p className="project-page__meta">
          {category.length ? <span>{category.join(' · ')}</span> : null}
          <span>
            {t('stageLabel')}: {t(`stage.${project.stage}`)}
          </span>
        </p>
      </header>
      <div className="project-page__layout">
        <div className="project-page__main">
          {cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- media sizes are already made
            <img
              className="project-page__cover"
              src={cover.url}
              alt={cover.alt}
              width={cover.width}
              height={cover.height}
              fetchPriority="high"
            />
          ) : null}
          <ProjectTabs
            // A new project or a server-chosen tab is a new set of tabs: the behaviour (which
            // changes the DOM React rendered) starts again on it.
            key={`${project.alias}:${tab}`}
            label={t('tabs')}
            initial={tab}
            tabs={projectTabs.map((id) => ({
              id,
              label: t(`tab.${id}`),
              href: `${basePath}/${project.alias}?tab=${id}`,
              panel: panels[id],
            }))}
          />
          <ProjectGallery project={project} />
        </div>
        <aside className="project-page__aside" aria-label={t('terms')}>
          <RaiseProgress
            raisedMinor={project.raise.raisedMinor}
            minimumMinor={project.minimumRaise}
            maximumMinor={project.maximumRaise}
            currency={project.currency}
            locale={locale}
          />
          <p className="project-card__footer">
            <span>{t('investors', { count: project.raise.investorCount })}</span>
            {open && left !== null ? (
              <span>{left === 0 ? t('lastDay') : t('daysLeft', { days: left })}</span>
            ) : null}
          </p>
          {open ? (
            <Link
              href={`/invest/${project.alias}`}
              className="button button--primary project-page__invest"
            >
              {t('invest', { name: project.name })}
            </Link>
          ) : (
            <p className="project-page__closed">
              {project.status === 'coming' ? t('investComing') : t('investClosed')}
            </p>
          )}
          {offersAlert ? (
            <LazyRaiseAlert
              projectId={project.id}
              asked={alertAsked}
              labels={{
                ask: t('raiseAlert.ask'),
                asked: t('raiseAlert.asked'),
                withdraw: t('raiseAlert.withdraw'),
                withdrawn: t('raiseAlert.withdrawn'),
                signIn: t('raiseAlert.signIn'),
                saving: t('raiseAlert.saving'),
                failed: t('raiseAlert.failed'),
              }}
            />
          ) : null}
          <ProjectTerms project={project} locale={locale} />
          <section className="risk-warning" aria-labelledby="risk-warning-title">
            <h2 id="risk-warning-title">{t('riskTitle')}</h2>
            <p>{t('riskText')}</p>
            <Link href="/policy/risks">{t('riskLink')}</Link>
          </section>
        </aside>
      </div>
      {open ? (
        // Phones read the tabs first and the terms after: the raise and the invest button stay
        // at the screen's foot while the page scrolls (CSS only; hidden on wider screens).
        <div className="project-page__phone-bar" data-testid="phone-invest-bar">
          <span>
            {t('percentOfMinimum', {
              percent: raiseProgress(
                project.raise.raisedMinor,
                project.minimumRaise,
                project.maximumRaise,
              ).ofMinimum,
            })}
          </span>
          <Link href={`/invest/${project.alias}`} className="button button--primary">
            {t('invest', { name: project.name })}
          </Link>
        </div>
      ) : null}
    </article>
  )
}
