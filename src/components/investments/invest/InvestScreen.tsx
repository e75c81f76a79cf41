'use client'

import { apiErrorOf } from '@/client/call-route'
import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { updateNavigationState } from '@/client/account/navigation-state'
import { takeTransactionId } from '@/client/account/token-data'
import {
  createInvestment,
  projectInvestments,
  utmForRequest,
  type InvestmentSummary,
} from '@/client/investments/invest-api'
import {
  clearInvestDraft,
  newIdempotencyKey,
  saveInvestDraft,
  storedDraftText,
} from '@/client/investments/invest-draft-store'
import { currentUtm } from '@/client/utm-store'
import { useAccount } from '@/components/account/AccountProvider'
import { useModals } from '@/components/modals/modal-context'
import { choiceRequest, quoteChoice } from '@/domain/investments/invest-choice'
import { placeInvestError, type ErrorPlacement } from '@/domain/investments/invest-errors'
import {
  emptyDraft,
  investSteps,
  missingConfirmations,
  parseDraft,
  parseStep,
  readinessFromView,
  reachableStep,
  type Confirmations,
  type InvestDraft,
  type InvestStep,
} from '@/domain/investments/invest-steps'
import type { ProfileView } from '@/domain/investors/profile-view'
import type { InvestPageData } from '@/server/investments/invest/read-invest-page'

import { AgreementStep } from './AgreementStep'
import { AmountChooser } from './AmountChooser'
import { FinishStep } from './FinishStep'
import { PaymentStep } from './PaymentStep'
import { StepIndicator } from './StepIndicator'
import { TwoFactorRecommendation } from './TwoFactorRecommendation'

type Props = {
  data: Omit<InvestPageData, 'closed'>
  /** `?step=` as the address gave it. */
  requestedStep: InvestStep | null
  /** `?investment=` and `?card=` on the way back from the card provider (or a reload). */
  returned: { investment: number; card: 'saved' | 'cancelled' | null } | null
}

// The profile's forms (and their schemas) load for a signed-in investor only, not for visitors.
const DetailsStep = dynamic(() => import('./DetailsStep').then((m) => m.DetailsStep), {
  loading: () => <p aria-busy="true" />,
})

const stepInAddress = () => parseStep(new URLSearchParams(window.location.search).get('step'))
const noSubscription = () => () => undefined
const noDraft = () => null

const noErrors: ErrorPlacement = { step: 'details', fields: {}, alert: null }

/**
 * Spec 2, `/invest/{alias}`: the amount first (a visitor chooses it before signing in), then the
 * investor's four steps. What was entered is kept in the tab's storage, so signing in, a reload
 * or moving between the steps loses nothing.
 */
export function InvestScreen({ data, requestedStep, returned }: Props) {
  const t = useTranslations('Invest')
  const locale = useLocale()
  const router = useRouter()
  const account = useAccount()
  const { open } = useModals()
  const { project, offer, investor, cards } = data
  const alias = project.alias

  // The draft of this tab (chosen before signing in, say) until the investor changes it here.
  const storedDraft = useSyncExternalStore(noSubscription, () => storedDraftText(alias), noDraft)
  const [edited, setEdited] = useState<InvestDraft | null>(null)
  const draft = useMemo(() => {
    const found = edited ?? parseDraft(storedDraft) ?? emptyDraft()
    // A card chosen earlier (or in another tab) while no card is offered now: choose again.
    return found.method === 'card' && !cards.offered ? { ...found, method: null } : found
  }, [edited, storedDraft, cards.offered])
  // The profile as the details step changes it; afresh when the server reads it again.
  const [viewOf, setViewOf] = useState({ investor, view: investor?.profile.view ?? null })
  if (viewOf.investor !== investor) setViewOf({ investor, view: investor?.profile.view ?? null })
  const view = viewOf.view
  const setView = useCallback(
    (next: ProfileView) => setViewOf((current) => ({ ...current, view: next })),
    [],
  )
  // The address's step (also when the router remounts the page on Back after a refresh).
  const [step, setStep] = useState<InvestStep>(() =>
    reachableStep(typeof window === 'undefined' ? requestedStep : stepInAddress(), {
      ready: investor?.readiness.ready === true,
      hasInvestment: false,
    }),
  )
  const [tried, setTried] = useState(false)
  const [errors, setErrors] = useState<ErrorPlacement>(noErrors)
  const [submitting, setSubmitting] = useState(false)
  const [investment, setInvestment] = useState<InvestmentSummary | null>(null)
  const [loadingReturn, setLoadingReturn] = useState(returned !== null)
  const submission = useRef<{ key: string; transactionId: string | null } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusOnStep = useRef(false)

  const quote = useMemo(() => quoteChoice(offer, draft.choice), [offer, draft.choice])
  const readiness = useMemo(
    () => (investor && view ? readinessFromView(investor.readiness, view, new Date()) : null),
    [investor, view],
  )
  const ready = readiness?.ready === true

  // Signed in on this page (the auth modal): the server renders the investor's steps.
  const signedIn = account.status === 'signed-in'
  useEffect(() => {
    if (signedIn && !investor) router.refresh()
  }, [signedIn, investor, router])

  // The step from the address, as far as the investor may go; Back and Forward move between them.
  useEffect(() => {
    if (!investor) return
    const onPopState = () => {
      focusOnStep.current = true
      setStep((current) =>
        current === 'finish'
          ? current
          : reachableStep(stepInAddress(), { ready, hasInvestment: false }),
      )
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
    // Only when the investor or their readiness changes.
  }, [investor, ready])

  // Back from the card provider's page (or a reload after investing): the investment, fresh.
  useEffect(() => {
    if (!returned || !investor) return
    projectInvestments(alias)
      .then(({ investments }) => {
        const found = investments.find((each) => each.id === returned.investment)
        if (found) {
          setInvestment(found)
          setStep('finish')
        }
      })
      .catch(() => undefined)
      .finally(() => setLoadingReturn(false))
  }, [returned, investor, alias])

  useEffect(() => {
    if (focusOnStep.current) {
      focusOnStep.current = false
      heading.current?.focus()
    }
  }, [step])

  const change = useCallback(
    (patch: Partial<InvestDraft>) => {
      const next = { ...draft, ...patch }
      setEdited(next)
      saveInvestDraft(alias, next)
      // A changed form is a new submission: a new idempotency key.
      submission.current = null
    },
    [draft, alias],
  )

  const goTo = useCallback((next: InvestStep) => {
    focusOnStep.current = true
    setStep(next)
    const url = new URL(window.location.href)
    url.searchParams.set('step', next)
    window.history.pushState(window.history.state, '', url)
  }, [])

  function continueAsVisitor() {
    setTried(true)
    if (!quote.ok) {
      document.querySelector<HTMLInputElement>('[data-testid=invest-amount-input]')?.focus()
      return
    }
    updateNavigationState({
      authSource: 'investment',
      project: { alias, amount: quote.amountMinor / 100, price: quote.unitPriceMinor / 100 },
    })
    open('auth', { tab: 'login' })
  }

  function leaveDetails() {
    if (!ready) return
    // The profile was completed here: the allowance (the income bracket) is read again.
    if (!investor?.readiness.ready || investor.allowance.kind === 'bracketMissing') router.refresh()
    goTo('agreement')
  }

  function leaveAgreement() {
    setTried(true)
    const missing = missingConfirmations(
      draft.confirmations,
      investor?.needsRiskAcknowledgement ?? true,
    )
    const fields: ErrorPlacement['fields'] = {}
    for (const name of missing) fields[name] = t('agreement.mustConfirm')
    setErrors({ step: 'agreement', fields, alert: null })
    if (!quote.ok) {
      document.querySelector<HTMLInputElement>('[data-testid=invest-amount-input]')?.focus()
      return
    }
    if (missing.length > 0) {
      document.getElementById(`invest-confirm-${missing[0]}`)?.focus()
      return
    }
    goTo('payment')
  }

  async function submit() {
    if (!draft.method) {
      setErrors({ step: 'payment', fields: { method: t('payment.methodRequired') }, alert: null })
      return
    }
    if (!quote.ok) return goTo('agreement')
    submission.current ??= { key: newIdempotencyKey(), transactionId: takeTransactionId() }
    setSubmitting(true)
    setErrors(noErrors)
    try {
      const created = await createInvestment(
        {
          project: alias,
          ...choiceRequest(draft.choice),
          method: draft.method,
          confirmations: {
            ...draft.confirmations,
            riskAcknowledged:
              investor?.needsRiskAcknowledgement === true && draft.confirmations.riskAcknowledged,
          },
          ...(submission.current.transactionId
            ? { rbTransactionId: submission.current.transactionId }
            : {}),
          utm: utmForRequest(currentUtm()),
        },
        submission.current.key,
        locale,
      )
      submission.current = null
      clearInvestDraft(alias)
      const url = new URL(window.location.href)
      url.searchParams.delete('step')
      url.searchParams.set('investment', String(created.id))
      if (created.method === 'card' && created.checkoutUrl) {
        window.history.replaceState(window.history.state, '', url)
        window.location.assign(created.checkoutUrl)
        return
      }
      window.history.replaceState(window.history.state, '', url)
      focusOnStep.current = true
      setInvestment(created)
      setStep('finish')
    } catch (error) {
      const failure = apiErrorOf(error)
      const placed = placeInvestError(
        { ...failure, message: failure.message || t('errors.generic') },
        'payment',
      )
      setErrors(placed)
      if (placed.step !== step) goTo(placed.step)
      else heading.current?.focus()
      // A refusal is final for this submission: a changed form sends a new one.
      if (failure.code !== 'INTERNAL') submission.current = null
    } finally {
      setSubmitting(false)
    }
  }

  const amountChooser = (
    <AmountChooser
      offer={offer}
      currency={project.currency}
      raisingType={project.raisingType}
      choice={draft.choice}
      quote={quote}
      onChange={(choice) => {
        change({ choice })
        setErrors((current) => ({ ...current, fields: { ...current.fields, amount: undefined } }))
      }}
      showProblem={tried || (draft.choice.kind === 'amount' && draft.choice.amount !== '')}
      serverError={errors.fields.amount ?? errors.fields.sharePackage ?? null}
    />
  )

  if (!investor || !view || !readiness) {
    return (
      <div className="invest" data-testid="invest-visitor">
        <p>{t('visitor.intro')}</p>
        {amountChooser}
        <button
          type="button"
          className="button button--primary"
          onClick={continueAsVisitor}
          disabled={signedIn}
          data-testid="invest-continue"
        >
          {t('visitor.continue')}
        </button>
      </div>
    )
  }

  if (loadingReturn) return <p aria-busy="true">{t('loading')}</p>

  const index = investSteps.indexOf(step)
  const alert = errors.step === step ? errors.alert : null
  const confirmationErrors = Object.fromEntries(
    Object.entries(errors.fields).filter(
      ([name, message]) => message && name !== 'amount' && name !== 'method',
    ),
  ) as Partial<Record<keyof Confirmations, string>>

  return (
    <div className="invest" data-testid="invest-steps" data-step={step}>
      {investor.recommendTwoFactor && step !== 'finish' && <TwoFactorRecommendation />}
      <StepIndicator current={step} />
      <section className="invest__step" aria-labelledby="invest-step-title">
        <h2 id="invest-step-title" ref={heading} tabIndex={-1}>
          <span className="visually-hidden">
            {t('steps.position', { n: index + 1, total: investSteps.length })}{' '}
          </span>
          {t(`steps.${step}`)}
        </h2>
        {alert && (
          <div className="alert alert--error" role="alert" data-testid="invest-alert">
            {alert}
          </div>
        )}
        {step === 'details' && (
          <DetailsStep
            investorId={investor.id}
            email={account.status === 'signed-in' ? account.user.email : ''}
            phone={account.status === 'signed-in' ? (account.user.phone ?? '') : ''}
            view={view}
            settings={investor.settings}
            readiness={readiness}
            onView={setView}
          />
        )}
        {step === 'agreement' && (
          <AgreementStep
            amount={amountChooser}
            documents={data.documents}
            allowance={investor.allowance}
            needsRiskAcknowledgement={investor.needsRiskAcknowledgement}
            confirmations={draft.confirmations}
            onConfirm={(name, value) => {
              change({ confirmations: { ...draft.confirmations, [name]: value } })
              setErrors((current) => ({
                ...current,
                fields: { ...current.fields, [name]: undefined },
              }))
            }}
            errors={confirmationErrors}
          />
        )}
        {step === 'payment' && quote.ok && (
          <PaymentStep
            currency={project.currency}
            amountMinor={quote.amountMinor}
            cardFeeMinor={quote.cardFeeMinor}
            cards={cards}
            method={draft.method}
            onMethod={(method) => {
              change({ method })
              setErrors((current) => ({
                ...current,
                fields: { ...current.fields, method: undefined },
              }))
            }}
            error={errors.fields.method ?? null}
          />
        )}
        {step === 'finish' && investment && (
          <FinishStep
            alias={alias}
            investment={investment}
            bank={data.bank}
            cardReturn={returned?.card ?? null}
            onInvestment={setInvestment}
          />
        )}
        {step !== 'finish' && (
          <div className="invest__nav">
            {index > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => goTo(investSteps[index - 1]!)}
                data-testid="invest-back"
              >
                {t('nav.back')}
              </button>
            )}
            {step === 'details' && (
              <button
                type="button"
                className="button button--primary"
                onClick={leaveDetails}
                disabled={!ready}
                aria-describedby={ready ? undefined : 'invest-details-needed'}
                data-testid="invest-next"
              >
                {t('nav.next')}
              </button>
            )}
            {step === 'agreement' && (
              <button
                type="button"
                className="button button--primary"
                onClick={leaveAgreement}
                data-testid="invest-next"
              >
                {t('nav.next')}
              </button>
            )}
            {step === 'payment' && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void submit()}
                disabled={submitting}
                aria-busy={submitting}
                data-testid="invest-submit"
              >
                {submitting
                  ? t('payment.submitting')
                  : draft.method === 'card'
                    ? t('payment.submitCard')
                    : t('payment.submit')}
              </button>
            )}
          </div>
        )}
        {step === 'details' &&
          !ready &&
          readiness.ready === false &&
          readiness.reason === 'profileIncomplete' && (
            <p id="invest-details-needed" className="field__hint">
              {t('details.needed')}
            </p>
          )}
      </section>
    </div>
  )
}
