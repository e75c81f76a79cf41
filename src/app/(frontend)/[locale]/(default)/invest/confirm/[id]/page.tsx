import config from '@payload-config'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ConfirmChargeButton } from '@/components/investments/invest/confirm/ConfirmChargeButton'
import { SignInToContinue } from '@/components/investments/invest/confirm/SignInToContinue'
import { Link } from '@/components/navigation/Link'
import { paidTotal } from '@/domain/investments/amounts'
import { formatMoney } from '@/domain/money'
import { formatDate } from '@/i18n/format-date'
import { pageLocale } from '@/i18n/page-locale'
import { investorViewer } from '@/server/projects/investor-viewer'

import '../../../../../styles/invest.css'

// Per request: the investor's own investment as it stands now.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'ConfirmCharge' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/**
 * The page the e-mail about a held charge links to (`/invest/confirm/{investment}`): the signed-in
 * owner sees the charge and confirms it with their bank (3-D Secure, on the card provider's page),
 * which returns here; the page then shows whether the payment went through, as its event said.
 */
export default async function ConfirmChargePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const t = await getTranslations({ locale, namespace: 'ConfirmCharge' })
  const viewer = await investorViewer()
  // Back from the bank: its answer comes as the provider's event, maybe a moment later.
  const returned = (await searchParams).returned === '1'
  const body = async () => {
    if (!viewer) return <SignInToContinue message={t('signIn')} logIn={t('logIn')} />
    const payload = await getPayload({ config })
    const investment = /^[1-9]\d{0,8}$/.test(id)
      ? await payload
          .findByID({
            collection: 'investments',
            id: Number(id),
            depth: 1,
            locale,
            overrideAccess: false,
            user: viewer,
          })
          .catch(() => null)
      : null
    if (!investment) return <p className="alert">{t('notWaiting')}</p>
    const project = typeof investment.project === 'object' ? investment.project : null
    const values = {
      // What the card is charged: the amount with its clearing fee.
      amount: formatMoney({ minor: paidTotal(investment), currency: investment.currency }, locale),
      number: String(investment.number),
      project: project?.name ?? '',
      date: investment.charge?.retryUntil ? formatDate(investment.charge.retryUntil, locale) : '',
    }
    if (investment.paymentState === 'paid')
      return (
        <p className="alert alert--success" role="status" data-testid="charge-paid">
          {t('paid', values)}
        </p>
      )
    if (
      investment.paymentState === 'charging' ||
      (returned && investment.paymentState === 'action_required')
    )
      return (
        <div className="alert" role="status" data-testid="charge-waiting">
          <p>{t('waiting', values)}</p>
          <a href={`/invest/confirm/${investment.id}`} className="button button--secondary">
            {t('refresh')}
          </a>
        </div>
      )
    if (investment.paymentState !== 'action_required')
      return <p className="alert">{t('notWaiting')}</p>
    return (
      <>
        <p data-testid="charge-to-confirm">{t('intro', values)}</p>
        <ConfirmChargeButton
          investmentId={investment.id}
          texts={{ confirm: t('confirm'), opening: t('opening'), failed: t('failed') }}
        />
      </>
    )
  }
  return (
    <div className="page invest-page" data-testid="confirm-charge-page">
      <h1>{t('title')}</h1>
      {await body()}
      <p>
        <Link href="/investor/profile?section=investments">{t('toInvestments')}</Link>
      </p>
    </div>
  )
}
