import { RichText } from '@payloadcms/richtext-lexical/react'
import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import type { Project } from '@/payload-types'

import { Money } from './Money'

/** The investment tab: the company's text on the offer and its share packages. */
export function InvestmentPanel({ project, locale }: { project: Project; locale: Locale }) {
  const t = useTranslations('Projects')
  const currency = project.currency
  const packages = project.sharePackages ?? []
  return (
    <div className="investment-panel">
      {project.investmentText ? (
        <RichText data={project.investmentText} className="rich-text" />
      ) : null}
      <p>
        {t('minimalInvestment')}:{' '}
        <Money minor={project.minimalInvestment} currency={currency} locale={locale} />
      </p>
      {packages.length ? (
        <table className="share-packages">
          <caption>{t('sharePackages')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('packageAmount')}</th>
              <th scope="col">{t('packagePrice')}</th>
              <th scope="col">{t('packageMinimum')}</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((row) => (
              <tr key={row.id ?? row.amount}>
                <td>
                  <Money minor={row.amount} currency={currency} locale={locale} />
                </td>
                <td>
                  <Money minor={row.unitPrice} currency={currency} locale={locale} />
                </td>
                <td>
                  <Money
                    minor={row.minimalInvestment ?? project.minimalInvestment}
                    currency={currency}
                    locale={locale}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
