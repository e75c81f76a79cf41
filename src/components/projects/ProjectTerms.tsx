import { useFormatter, useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import type { Project } from '@/payload-types'

import { formatDate } from '@/i18n/format-date'
import { Money } from './Money'

/** Price, minimum investment and raising type; bonds add interest and loan period. */
export function ProjectTerms({ project, locale }: { project: Project; locale: Locale }) {
  const t = useTranslations('Projects')
  const format = useFormatter()
  const currency = project.currency
  const bonds = project.raisingType === 'bonds'
  const date = (iso: string) => formatDate(iso, locale)
  return (
    <section className="project-terms" aria-labelledby="project-terms-title">
      <h2 id="project-terms-title">{t('terms')}</h2>
      <dl>
        <div>
          <dt>{t('raisingTypeLabel')}</dt>
          <dd>{t(`raisingType.${project.raisingType}`)}</dd>
        </div>
        <div>
          <dt>{bonds ? t('unitPriceBonds') : t('unitPriceStock')}</dt>
          <dd>
            <Money minor={project.unitPrice} currency={currency} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t('minimalInvestment')}</dt>
          <dd>
            <Money minor={project.minimalInvestment} currency={currency} locale={locale} />
          </dd>
        </div>
        {bonds && typeof project.annualInterestPercent === 'number' ? (
          <div>
            <dt>{t('interest')}</dt>
            <dd>
              <bdi dir="ltr">{t('interestValue', { percent: project.annualInterestPercent })}</bdi>
            </dd>
          </div>
        ) : null}
        {bonds && project.loanPeriodMonths ? (
          <div>
            <dt>{t('loanPeriod')}</dt>
            <dd>{t('loanPeriodValue', { months: project.loanPeriodMonths })}</dd>
          </div>
        ) : null}
        {!bonds && project.companyValueBeforeRaising ? (
          <div>
            <dt>{t('companyValue')}</dt>
            <dd>
              <Money
                minor={project.companyValueBeforeRaising}
                currency={currency}
                locale={locale}
              />
            </dd>
          </div>
        ) : null}
        {!bonds && project.sharesBeforeRaising ? (
          <div>
            <dt>{t('sharesBefore')}</dt>
            <dd>
              <bdi dir="ltr">{format.number(project.sharesBeforeRaising)}</bdi>
            </dd>
          </div>
        ) : null}
        {project.startDate && project.endDate ? (
          <div>
            <dt>{t('raiseDates')}</dt>
            <dd>
              <bdi dir="ltr">
                {t('raiseDatesValue', {
                  start: date(project.startDate),
                  end: date(project.endDate),
                })}
              </bdi>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
