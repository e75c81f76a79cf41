'use client'

import { useTranslations } from 'next-intl'

import { investSteps, type InvestStep } from '@/domain/investments/invest-steps'

/** Spec 2, the four steps: where the investor is, which are behind them. */
export function StepIndicator({ current }: { current: InvestStep }) {
  const t = useTranslations('Invest.steps')
  const index = investSteps.indexOf(current)
  return (
    <nav aria-label={t('label')} className="invest-steps">
      <ol>
        {investSteps.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'next'
          return (
            <li
              key={step}
              className="invest-steps__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              data-testid={`invest-step-${step}`}
            >
              <span className="invest-steps__number" aria-hidden="true">
                {position + 1}
              </span>
              <span className="invest-steps__name">{t(step)}</span>
              {state === 'done' ? <span className="visually-hidden">{t('done')}</span> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
