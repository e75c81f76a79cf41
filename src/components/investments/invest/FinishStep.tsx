'use client'

import { apiErrorOf } from '@/client/call-route'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import {
  projectInvestments,
  sendBankDetails,
  startCardSetup,
  updateInvestment,
  type InvestmentSummary,
} from '@/client/investments/invest-api'
import { Link } from '@/components/navigation/Link'
import { hasCardOnFile } from '@/domain/investments/investment-status'
import { formatMoney } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { BankDetails } from '@/server/investments/invest/read-invest-page'

type Props = {
  alias: string
  investment: InvestmentSummary
  bank: BankDetails | null
  /** `?card=` on the way back from the card provider's page. */
  cardReturn: 'saved' | 'cancelled' | null
  onInvestment: (investment: InvestmentSummary) => void
}

const pollEveryMs = 1500
const pollTimes = 20

function Ltr({ children, testId }: { children: string; testId?: string }) {
  return (
    <bdi dir="ltr" data-testid={testId}>
      {children}
    </bdi>
  )
}

/**
 * Step 4, finish. A bank transfer: the bank details with the investment's reference, the payment
 * request and the details by e-mail. A card: the card saved (brand, last four digits) and when it is
 * charged, or, refused or left unsaved, another card or a bank transfer instead. The card's state
 * arrives from the provider by webhook: after the return the page asks again for a short while.
 */
export function FinishStep({ alias, investment, bank, cardReturn, onInvestment }: Props) {
  const t = useTranslations('Invest.finish')
  const locale = useLocale() as Locale
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [emailed, setEmailed] = useState(false)
  const [pollsLeft, setPollsLeft] = useState(
    investment.method === 'card' && cardReturn === 'saved' ? pollTimes : 0,
  )
  const money = (minor: number) => formatMoney({ minor, currency: investment.currency }, locale)
  const waiting = investment.method === 'card' && investment.paymentState === 'awaiting_card'
  // A raise already at its minimum charges the card within a minute of saving it: still on file.
  const cardOnFile = hasCardOnFile(investment.paymentState)
  // Back from the card page: until the card is saved (a refusal seen may be the previous card's).
  const polling = investment.method === 'card' && !cardOnFile && pollsLeft > 0

  useEffect(() => {
    if (!polling) return
    const timer = window.setTimeout(() => {
      projectInvestments(alias)
        .then(({ investments }) => {
          const found = investments.find((each) => each.id === investment.id)
          if (found) onInvestment(found)
        })
        .catch(() => undefined)
        .finally(() => setPollsLeft((left) => left - 1))
    }, pollEveryMs)
    return () => window.clearTimeout(timer)
  }, [polling, pollsLeft, alias, investment.id, onInvestment])

  async function act(work: () => Promise<void>) {
    setBusy(true)
    setFailure(null)
    try {
      await work()
    } catch (error) {
      setFailure(apiErrorOf(error).message || t('failed'))
    } finally {
      setBusy(false)
    }
  }

  const anotherCard = () =>
    act(async () => {
      const { checkoutUrl } = await startCardSetup(investment.id, locale)
      window.location.assign(checkoutUrl)
    })
  const toBankTransfer = () =>
    act(async () => {
      onInvestment(
        await updateInvestment({ investment: investment.id, method: 'bank_transfer' }, locale),
      )
    })
  const emailDetails = (invoiceId: number) =>
    act(async () => {
      await sendBankDetails(invoiceId, locale)
      setEmailed(true)
    })

  return (
    <div className="invest-finish" data-testid="invest-finish" data-method={investment.method}>
      <p className="alert alert--success" role="status">
        {t('recorded')}
      </p>
      <dl className="invest-summary">
        <div>
          <dt>{t('number')}</dt>
          <dd>
            <Ltr testId="invest-number">{String(investment.number)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>
            <Ltr testId="invest-finish-amount">{money(investment.amount)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('units')}</dt>
          <dd>
            <Ltr>{String(investment.units)}</Ltr>
          </dd>
        </div>
        {investment.fee > 0 && (
          <div>
            <dt>{t('fee')}</dt>
            <dd>
              <Ltr>{money(investment.fee)}</Ltr>
            </dd>
          </div>
        )}
      </dl>

      {investment.method === 'bank_transfer' ? (
        <section aria-labelledby="invest-bank-title" data-testid="invest-bank-details">
          <h3 id="invest-bank-title">{t('bankTitle')}</h3>
          <dl className="invest-summary">
            {bank && (
              <>
                <div>
                  <dt>{t('bank')}</dt>
                  <dd>
                    {bank.bankName} (<Ltr>{bank.bankNumber}</Ltr>)
                  </dd>
                </div>
                <div>
                  <dt>{t('branch')}</dt>
                  <dd>
                    <Ltr>{bank.branchNumber}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{t('account')}</dt>
                  <dd>
                    <Ltr>{bank.accountNumber}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{t('beneficiary')}</dt>
                  <dd>{bank.beneficiary}</dd>
                </div>
              </>
            )}
            <div>
              <dt>{t('reference')}</dt>
              <dd>
                <Ltr testId="invest-reference">{investment.reference}</Ltr>
              </dd>
            </div>
          </dl>
          <p>{t('referenceNote')}</p>
          {investment.paymentRequest && (
            <p className="invest-finish__actions">
              <a
                href={investment.paymentRequest.pdfUrl}
                target="_blank"
                rel="noopener"
                data-testid="invest-payment-request"
              >
                {t('paymentRequest')}
              </a>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy || emailed}
                onClick={() => void emailDetails(investment.paymentRequest!.id)}
              >
                {t('email')}
              </button>
            </p>
          )}
          {emailed && (
            <p className="alert alert--success" role="status">
              {t('emailSent')}
            </p>
          )}
        </section>
      ) : (
        <section aria-labelledby="invest-card-title" data-testid="invest-card">
          <h3 id="invest-card-title">{t('cardTitle')}</h3>
          {cardOnFile && investment.card ? (
            <p data-testid="invest-card-saved" data-payment-state={investment.paymentState}>
              {t.rich('cardSaved', {
                brand: investment.card.brand ?? '',
                last4: investment.card.last4,
                b: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
              })}{' '}
              {investment.paymentState === 'card_saved'
                ? t('cardRule')
                : t(`cardCharge.${investment.paymentState}` as never)}
              {investment.paymentState === 'action_required' && (
                <>
                  {' '}
                  <Link href={`/invest/confirm/${investment.id}`}>{t('cardConfirm')}</Link>
                </>
              )}
            </p>
          ) : investment.paymentState === 'card_refused' ? (
            <p className="alert alert--error" role="alert" data-testid="invest-card-refused">
              {t('cardRefused')}
            </p>
          ) : waiting && pollsLeft > 0 ? (
            <p aria-busy="true" role="status">
              {t('cardWaiting')}
            </p>
          ) : (
            <p className="alert" role="status" data-testid="invest-card-unsaved">
              {cardReturn === 'cancelled' ? t('cardCancelled') : t('cardNotSaved')}
            </p>
          )}
          {!cardOnFile && !(waiting && pollsLeft > 0) && (
            <p className="invest-finish__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void anotherCard()}
              >
                {investment.paymentState === 'card_refused' ? t('anotherCard') : t('enterCard')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void toBankTransfer()}
              >
                {t('switchToBank')}
              </button>
            </p>
          )}
        </section>
      )}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <p>
        <Link href="/investor/profile?section=investments">{t('myInvestments')}</Link>
      </p>
    </div>
  )
}
