import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/navigation/Link'
import type { ClosedReason } from '@/domain/investments/investable'

/** Why a project takes no investment now, with the way back to its page. */
export async function InvestClosed({ alias, reason }: { alias: string; reason: ClosedReason }) {
  const t = await getTranslations('Invest.closed')
  return (
    <div className="alert" role="status" data-testid="invest-closed" data-reason={reason}>
      <h2>{t('title')}</h2>
      <p>{t(reason)}</p>
      <Link href={`/investment_opportunities/${alias}`} className="button button--secondary">
        {t('back')}
      </Link>
    </div>
  )
}
