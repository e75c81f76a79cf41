import { getFormatter, getTranslations } from 'next-intl/server'

import { StyleGuideFrame, styleGuideMetadata } from '@/components/style-guide/StyleGuideFrame'
import { formatMoney } from '@/domain/money'
import { pageLocale } from '@/i18n/page-locale'

export const metadata = styleGuideMetadata

export default async function StyleGuideTypography({
  params,
}: {
  params: Promise<{ locale: string }>
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('StyleGuide')
  const format = await getFormatter()
  const money = (agorot: number) => formatMoney({ minor: agorot, currency: 'ILS' }, locale)

  return (
    <StyleGuideFrame current="/test">
      <section>
        <h2>{t('typography')}</h2>
        <p className="display">{t('headingSample')}</p>
        <p>
          {t('bodySample', {
            amount: money(50000),
            date: format.dateTime(new Date(Date.UTC(2025, 7, 8)), { dateStyle: 'short' }),
          })}
        </p>
        <p>
          {t.rich('mixedSample', {
            phone: '+972-50-123-4567',
            id: '123456782',
            ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
          })}
        </p>
      </section>
      <section>
        <h2>{t('numbers')}</h2>
        <p>{t('amountSample', { raised: money(123456750), target: money(400000000) })}</p>
        <ul>
          {[1, 2, 7].map((count) => (
            <li key={count}>{t('investors', { count })}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('buttons')}</h2>
        <div className="inline-list">
          <button type="button" className="button button--primary">
            {t('primary')}
          </button>
          <button type="button" className="button button--secondary">
            {t('secondary')}
          </button>
          <button type="button" className="button button--primary" disabled>
            {t('disabled')}
          </button>
        </div>
      </section>
      <section>
        <h2>{t('alerts')}</h2>
        <p className="alert alert--success" role="status">
          ✓ {t('successAlert')}
        </p>
        <p className="alert alert--error" role="alert">
          ⚠ {t('errorAlert')}
        </p>
      </section>
    </StyleGuideFrame>
  )
}
