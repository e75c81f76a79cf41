'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type CSSProperties } from 'react'

import { applyBankStatementRoute, checkBankStatementRoute } from '@/contracts/settlement'
import type { MatchKind } from '@/domain/investments/statement-matching'
import { formatMoney, type Currency } from '@/domain/money'
import type * as z from '@/domain/zod'
import { formatDate } from '@/i18n/format-date'

import { postStaff, useTransfersTranslator, type StaffAnswer } from './use-admin-translator'

type CheckedStatement = z.output<typeof checkBankStatementRoute.output>
type AppliedLine = z.output<typeof applyBankStatementRoute.output>['results'][number]

const cell: CSSProperties = {
  textAlign: 'start',
  paddingBlock: 6,
  paddingInlineEnd: 12,
  borderBlockEnd: '1px solid var(--theme-elevation-100)',
}
const errorStyle: CSSProperties = { color: 'var(--theme-error-500)' }
const kindColour: Partial<Record<MatchKind, string>> = {
  matched: 'var(--theme-success-500)',
  amount_mismatch: 'var(--theme-error-500)',
  duplicate: 'var(--theme-warning-500)',
}

/**
 * The bank statement's import: staff choose the CSV, see every line classified (nothing recorded),
 * then record the matched lines with one click. Applying again records nothing twice.
 */
export function BankStatementImport({ projectId }: { projectId: number }) {
  const { locale, t } = useTransfersTranslator()
  const router = useRouter()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [checked, setChecked] = useState<CheckedStatement | null>(null)
  const [applied, setApplied] = useState<Map<number, AppliedLine> | null>(null)
  const [appliedCount, setAppliedCount] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  /** Sends the chosen file to the check or to the apply route. */
  async function send<Data>(
    call: (file: File) => Promise<StaffAnswer<Data>>,
  ): Promise<Data | null> {
    if (!file) {
      setFailure(t('statementFile'))
      return null
    }
    setBusy(true)
    setFailure(null)
    try {
      const answer = await call(file)
      if (answer.ok) return answer.data
      setFailure(answer.fields.file ?? answer.message ?? t('failed'))
    } catch {
      setFailure(t('failed'))
    } finally {
      setBusy(false)
    }
    return null
  }

  async function check() {
    setApplied(null)
    setAppliedCount(null)
    const data = await send((file) =>
      postStaff(checkBankStatementRoute, { params: { id: projectId }, input: { file }, locale }),
    )
    setChecked(data)
  }

  async function apply() {
    const data = await send((file) =>
      postStaff(applyBankStatementRoute, { params: { id: projectId }, input: { file }, locale }),
    )
    if (!data) return
    setApplied(new Map(data.results.map((result) => [result.line, result])))
    setAppliedCount(data.recorded)
    router.refresh()
  }

  const money = (minor: number, currency: Currency) => formatMoney({ minor, currency }, locale)
  const currency = checked?.project.currency ?? 'ILS'

  function result(line: CheckedStatement['lines'][number]) {
    const outcome = applied?.get(line.line)
    if (outcome?.outcome === 'recorded') return t('outcomes.recorded')
    if (outcome?.outcome === 'refused')
      return t('outcomes.refused', { message: outcome.message ?? '' })
    return t(`kinds.${line.kind}`, {
      investor: line.investorName ?? '',
      expected: money(line.expected ?? 0, currency),
      firstLine: line.firstLine ?? 0,
    })
  }

  return (
    <section data-testid="bank-statement" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} style={{ marginBlockEnd: 8 }}>
        {t('statementTitle')}
      </h3>
      <p style={{ opacity: 0.8, maxInlineSize: '60em' }}>{t('statementHint')}</p>
      <label htmlFor={inputId} style={{ display: 'block', marginBlock: 8 }}>
        {t('statementFile')}
      </label>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setChecked(null)
            setApplied(null)
            setAppliedCount(null)
          }}
        />
        <Button
          buttonStyle="secondary"
          disabled={busy || !file}
          onClick={() => void check()}
          margin={false}
        >
          {t('checkStatement')}
        </Button>
      </div>
      {failure && (
        <p role="alert" style={errorStyle}>
          {failure}
        </p>
      )}
      {checked && (
        <div data-testid="statement-result" style={{ marginBlockStart: 16 }}>
          <p role="status">
            {t('summary', {
              lines: checked.lines.length + checked.malformed.length,
              matched: checked.counts.matched,
              mismatched: checked.counts.amount_mismatch,
              unknown: checked.counts.unknown_reference,
              paid: checked.counts.already_paid,
              unexpected: checked.counts.not_expected,
              duplicates: checked.counts.duplicate,
            })}
          </p>
          {checked.lines.length > 0 && (
            <table style={{ inlineSize: '100%', borderCollapse: 'collapse', marginBlock: 12 }}>
              <thead>
                <tr>
                  {(['line', 'date', 'reference', 'amount', 'match'] as const).map((key) => (
                    <th key={key} scope="col" style={cell}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {checked.lines.map((line) => (
                  <tr key={line.line} data-kind={line.kind} data-line={line.line}>
                    <td style={cell}>{line.line}</td>
                    <td style={cell}>{formatDate(`${line.date}T10:00:00.000Z`, locale)}</td>
                    <td style={cell} dir="ltr">
                      {line.reference}
                    </td>
                    <td style={cell}>
                      <bdi>{money(line.amount, currency)}</bdi>
                    </td>
                    <td style={{ ...cell, color: kindColour[line.kind] }}>{result(line)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {checked.malformed.length > 0 && (
            <>
              <h4>{t('malformedTitle')}</h4>
              <ul data-testid="statement-malformed">
                {checked.malformed.map((line) => (
                  <li key={line.line}>
                    {t('malformedLine', {
                      line: line.line,
                      problem: t(`problems.${line.problem}`),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {appliedCount === null ? (
            <Button
              buttonStyle="primary"
              disabled={busy || checked.counts.matched === 0}
              onClick={() => void apply()}
            >
              {t('applyMatched', { count: checked.counts.matched })}
            </Button>
          ) : (
            <p role="status" data-testid="statement-applied">
              {t('appliedSummary', { recorded: appliedCount })}
            </p>
          )}
        </div>
      )}
    </section>
  )
}
