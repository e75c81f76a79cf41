'use client'

import { useTranslations } from 'next-intl'

import {
  inquirySteps,
  stepReachable,
  type AnswerStep,
  type InquiryStep,
} from '@/domain/companies/inquiry-steps'

type Props = {
  current: InquiryStep
  complete: Record<AnswerStep, boolean>
  onGo: (step: InquiryStep) => void
}

/** Spec 2, the four steps: where the company is, which are done; a step it may open is a button. */
export function InquiryStepIndicator({ current, complete, onGo }: Props) {
  const t = useTranslations('CompanyInquiry.steps')
  return (
    <nav aria-label={t('label')} className="invest-steps inquiry-steps">
      <ol>
        {inquirySteps.map((step, position) => {
          const done = step !== 'finish' && complete[step]
          const state = step === current ? 'current' : done ? 'done' : 'next'
          const name = (
            <>
              <span className="invest-steps__number" aria-hidden="true">
                {position + 1}
              </span>
              <span className="invest-steps__name">{t(step)}</span>
              {done ? <span className="visually-hidden">{t('done')}</span> : null}
            </>
          )
          return (
            <li
              key={step}
              className="invest-steps__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              data-testid={`inquiry-step-${step}`}
            >
              {state !== 'current' && stepReachable(step, complete) ? (
                <button type="button" className="inquiry-steps__go" onClick={() => onGo(step)}>
                  {name}
                </button>
              ) : (
                name
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
