'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  companyFormValues,
  ventureFormValues,
  type CompanyFormValues,
  type VentureFormValues,
} from '@/domain/companies/inquiry-form'
import {
  firstIncompleteStep,
  inquirySteps,
  isInquiryStep,
  stepReachable,
  type AnswerStep,
  type InquiryStep,
} from '@/domain/companies/inquiry-steps'
import type { InquiryCategory, InquiryView } from '@/domain/companies/inquiry-view'

import { CompanyStep } from './CompanyStep'
import { FilesStep } from './FilesStep'
import { FinishStep } from './FinishStep'
import { InquiryStatusPanel } from './InquiryStatusPanel'
import { InquiryStepIndicator } from './InquiryStepIndicator'
import { InquirySummary } from './InquirySummary'
import { VentureStep } from './VentureStep'
import type { SaveIntent } from './use-step-form'

type Props = {
  /** The company's inquiry as the server read it, or null before its first save. */
  initial: InquiryView | null
  categories: InquiryCategory[]
  /** Today in Israel, 'YYYY-MM-DD'. */
  today: string
  /** `?step=` as the address gave it. */
  requestedStep: string | null
}

const nothingComplete: Record<AnswerStep, boolean> = {
  company: false,
  venture: false,
  files: false,
}

/** What the company may open: the step asked for when reachable, else where it left off. */
function openingStep(view: InquiryView | null, requested: string | null): InquiryStep {
  const complete = view?.complete ?? nothingComplete
  if (isInquiryStep(requested) && stepReachable(requested, complete)) return requested
  return view?.resumeStep ?? firstIncompleteStep(complete)
}

type Kept = { company?: CompanyFormValues; venture?: VentureFormValues }

/**
 * Spec 2, the company's inquiry in four steps (/recruitment/inquiry). Each step is saved on the
 * server; what is typed but not yet saved is kept here while the company moves between steps, and
 * the page asks before it is left with unsaved changes. Once submitted the inquiry is shown read
 * only with its status; when staff ask for more, their message is shown above the steps again.
 */
export function InquiryScreen({ initial, categories, today, requestedStep }: Props) {
  const t = useTranslations('CompanyInquiry')
  const [view, setView] = useState<InquiryView | null>(initial)
  const [step, setStep] = useState<InquiryStep>(() => openingStep(initial, requestedStep))
  const [kept, setKept] = useState<Kept>({})
  const heading = useRef<HTMLHeadingElement>(null)
  const statusHeading = useRef<HTMLHeadingElement>(null)
  const focus = useRef<'step' | 'status' | null>(null)
  const complete = view?.complete ?? nothingComplete

  useEffect(() => {
    if (focus.current === 'step') heading.current?.focus()
    if (focus.current === 'status') statusHeading.current?.focus()
    focus.current = null
  })

  const goTo = useCallback((next: InquiryStep) => {
    focus.current = 'step'
    setStep(next)
    const url = new URL(window.location.href)
    url.searchParams.set('step', next)
    window.history.pushState(window.history.state, '', url)
  }, [])

  // Back and Forward move between the steps the address names, as far as the company may go.
  useEffect(() => {
    const onPopState = () => {
      focus.current = 'step'
      setStep(openingStep(view, new URLSearchParams(window.location.search).get('step')))
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [view])

  function saved(from: keyof Kept, next: InquiryView, intent: SaveIntent) {
    setView(next)
    setKept(({ [from]: _saved, ...others }) => others)
    if (intent === 'continue') goTo(inquirySteps[inquirySteps.indexOf(from) + 1]!)
  }

  function submitted(next: InquiryView) {
    setView(next)
    setKept({})
    focus.current = 'status'
    const url = new URL(window.location.href)
    url.searchParams.delete('step')
    window.history.replaceState(window.history.state, '', url)
  }

  if (view && !view.editable)
    return (
      <div className="invest inquiry" data-testid="inquiry-read-only">
        <InquiryStatusPanel view={view} headingRef={statusHeading} />
        <section aria-labelledby="inquiry-answers-title">
          <h2 id="inquiry-answers-title">{t('status.answers')}</h2>
          <InquirySummary view={view} categories={categories} />
        </section>
      </div>
    )

  const index = inquirySteps.indexOf(step)
  const back = () => goTo(inquirySteps[index - 1]!)
  return (
    <div className="invest inquiry" data-testid="inquiry-steps" data-step={step}>
      {view?.status === 'more_info' && <InquiryStatusPanel view={view} />}
      <InquiryStepIndicator current={step} complete={complete} onGo={goTo} />
      <section className="invest__step" aria-labelledby="inquiry-step-title">
        <h2 id="inquiry-step-title" ref={heading} tabIndex={-1}>
          <span className="visually-hidden">
            {t('steps.position', { n: index + 1, total: inquirySteps.length })}{' '}
          </span>
          {t(`steps.${step}`)}
        </h2>
        {step === 'company' && (
          <CompanyStep
            initialValues={kept.company ?? companyFormValues(view?.company ?? {})}
            today={today}
            onSaved={(next, intent) => saved('company', next, intent)}
            onLeave={(values, dirty) => {
              if (dirty) setKept((current) => ({ ...current, company: values }))
            }}
          />
        )}
        {step === 'venture' && (
          <VentureStep
            initialValues={kept.venture ?? ventureFormValues(view?.venture ?? {})}
            categories={categories}
            view={view}
            onSaved={(next, intent) => saved('venture', next, intent)}
            onLeave={(values, dirty) => {
              if (dirty) setKept((current) => ({ ...current, venture: values }))
            }}
            onInquiry={setView}
            onBack={back}
          />
        )}
        {step === 'files' && (
          <FilesStep
            view={view}
            onInquiry={setView}
            onContinue={(next) => {
              setView(next)
              goTo('finish')
            }}
            onBack={back}
          />
        )}
        {step === 'finish' && view && (
          <FinishStep
            view={view}
            categories={categories}
            onEdit={goTo}
            onSubmitted={submitted}
            onBack={back}
          />
        )}
      </section>
    </div>
  )
}
