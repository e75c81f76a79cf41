import config from '@payload-config'
import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { CompanyProjectsPanel } from '@/components/companies/CompanyProjectsPanel'
import { LogOutToRegisterCompany } from '@/components/companies/LogOutToRegisterCompany'
import { RefreshWhenSignedIn } from '@/components/companies/RefreshWhenSignedIn'
import { InquiryScreen } from '@/components/companies/inquiry/InquiryScreen'
import { companySeesInvestors } from '@/domain/companies/company-investors'
import { israelToday } from '@/domain/identity/adulthood'
import { routeClientMessages } from '@/i18n/client-messages'
import { messagesFor } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { readInquiryCategories } from '@/server/companies/read-inquiry-categories'
import { readOwnInquiry } from '@/server/companies/read-own-inquiry'
import { readOwnProjects } from '@/server/companies/read-own-projects'
import { readOwnUpdates } from '@/server/companies/read-own-updates'
import { readProjectInvestors } from '@/server/companies/read-project-investors'
import { investorViewer } from '@/server/projects/investor-viewer'

import '../../../../styles/profile.css'
import '../../../../styles/invest.css'
import '../../../../styles/inquiry.css'

// Per request: the signed-in company's own inquiry.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'CompanyInquiry' })
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } }
}

/**
 * Spec 2, the company inquiry in four steps (/recruitment/inquiry; /recruitment is the marketing
 * page that leads here). A visitor is asked to register a company or log in; an investor's account
 * is told it cannot raise capital; a company account gets its inquiry where it left off, or its
 * status once submitted, and, once approved, its raise (the company's page). The wizard's code and messages load on this route only.
 */
export default async function CompanyInquiryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('CompanyInquiry')
  const viewer = await investorViewer()
  const account = viewer?.collection === 'investors' ? (viewer as PublicInvestor) : null
  const step = (await searchParams).step

  let body: React.ReactNode
  if (!account) {
    body = (
      <section className="profile-section" data-testid="inquiry-visitor">
        <h2>{t('visitor.title')}</h2>
        <p>{t('visitor.text')}</p>
        <p className="invest__nav">
          <a href="#register-company" className="button button--primary">
            {t('visitor.register')}
          </a>
          <a href="#login" className="button button--secondary">
            {t('visitor.login')}
          </a>
        </p>
        <RefreshWhenSignedIn />
      </section>
    )
  } else if (account.accountKind !== 'company') {
    body = (
      <section className="alert alert--error" role="alert" data-testid="inquiry-investor-account">
        <h2>{t('investorAccount.title')}</h2>
        <p>{t('investorAccount.text')}</p>
        <LogOutToRegisterCompany label={t('investorAccount.logOutAndRegister')} />
      </section>
    )
  } else {
    const payload = await getPayload({ config })
    const [inquiry, categories, projects] = await Promise.all([
      readOwnInquiry(payload, account),
      readInquiryCategories(payload, locale),
      readOwnProjects(payload, account, locale),
    ])
    // The updates and the investors lists depend on the projects only: read side by side.
    const [updates, investorLists] = await Promise.all([
      readOwnUpdates(
        payload,
        account,
        projects.map((project) => project.id),
      ),
      Promise.all(
        projects
          .filter((project) => companySeesInvestors(project.status))
          .map(
            async (project) =>
              [
                project.id,
                await readProjectInvestors(payload, account, project.id, locale, projects),
              ] as const,
          ),
      ),
    ])
    const investors = Object.fromEntries(investorLists)
    body = (
      <NextIntlClientProvider messages={routeClientMessages(messagesFor(locale), 'inquiry')}>
        <CompanyProjectsPanel
          projects={projects}
          investors={investors}
          updates={updates}
          locale={locale}
        />
        <InquiryScreen
          initial={inquiry}
          categories={categories}
          today={israelToday(new Date())}
          requestedStep={typeof step === 'string' ? step : null}
        />
      </NextIntlClientProvider>
    )
  }

  return (
    <div className="page invest-page inquiry-page" data-testid="inquiry-page">
      <h1>{t('title')}</h1>
      {account?.accountKind === 'company' && <p className="inquiry-page__intro">{t('intro')}</p>}
      {body}
    </div>
  )
}
