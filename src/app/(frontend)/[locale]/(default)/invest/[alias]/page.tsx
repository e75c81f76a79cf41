import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { InvestClosed } from '@/components/investments/invest/InvestClosed'
import { InvestScreen } from '@/components/investments/invest/InvestScreen'
import { parseStep } from '@/domain/investments/invest-steps'
import { isProjectAlias } from '@/domain/projects/catalogue-rules'
import { routeClientMessages } from '@/i18n/client-messages'
import { messagesFor } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import { readInvestPage } from '@/server/investments/invest/read-invest-page'
import { getProject } from '@/server/projects/get-project'
import { investorViewer } from '@/server/projects/investor-viewer'

import '../../../../styles/profile.css'
import '../../../../styles/invest.css'

// Per request: the viewer's profile, readiness and allowance, and the raise as it is now.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; alias: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { alias } = await params
  const t = await getTranslations({ locale, namespace: 'Invest' })
  const project = isProjectAlias(alias)
    ? await getProject(alias, locale, await investorViewer())
    : null
  if (!project) return { robots: { index: false } }
  return {
    title: t('metaTitle', { name: project.name }),
    description: t('metaDescription', { name: project.name }),
    robots: { index: false },
  }
}

/** The return from the card provider's page, or a reload after investing: `?investment=&card=`. */
function returnedFrom(
  query: Record<string, string | string[] | undefined>,
): { investment: number; card: 'saved' | 'cancelled' | null } | null {
  const investment = Number(single(query.investment))
  if (!Number.isSafeInteger(investment) || investment <= 0) return null
  const card = single(query.card)
  return { investment, card: card === 'saved' || card === 'cancelled' ? card : null }
}

/**
 * Spec 2, `/invest/{alias}`: a project raising capital takes an investment here (the amount, then
 * the investor's four steps); any other shows why not, with a link back to its page. An unknown
 * or unpublished project is not found.
 */
export default async function InvestPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { alias } = await params
  if (!isProjectAlias(alias)) notFound()
  const payload = await getPayload({ config })
  const data = await readInvestPage(payload, alias, locale, await investorViewer())
  if (!data) notFound()
  const t = await getTranslations('Invest')
  const query = await searchParams
  const returned = returnedFrom(query)
  const { closed, ...open } = data
  return (
    <div className="page invest-page" data-testid="invest-page">
      <h1>{t('title', { name: data.project.name })}</h1>
      {closed && !returned ? (
        <InvestClosed alias={data.project.alias} reason={closed} />
      ) : (
        <NextIntlClientProvider messages={routeClientMessages(messagesFor(locale), 'invest')}>
          <InvestScreen
            data={open}
            requestedStep={parseStep(single(query.step))}
            returned={returned}
          />
        </NextIntlClientProvider>
      )}
    </div>
  )
}
