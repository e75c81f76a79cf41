import type { Payload } from 'payload'

import { minorAsMajorText } from '@/domain/investments/settlement-records'
import type { MatchKind } from '@/domain/investments/statement-matching'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'
import { errorBody } from '@/server/http/error-body'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'

import { checkBankStatement } from './check-bank-statement'

export type AppliedLine = {
  line: number
  reference: string
  kind: MatchKind
  investmentId?: number
  /** `recorded` now; `refused` by the operation (its error here); `skipped` as not matched. */
  outcome: 'recorded' | 'refused' | 'skipped'
  code?: string
  message?: string
}

/**
 * Applies a bank statement's matched lines: the statement is matched again against the transfers
 * as they are now, and each exact match is recorded through recordTransferReceived (its own
 * transaction, row lock and audit entry). A second run finds those lines already paid and records
 * nothing; a mismatched amount is never applied. One line refused does not stop the others.
 */
export async function applyBankStatement(
  payload: Payload,
  options: { projectId: number; staff: User; text: string; locale: Locale; now?: Date },
): Promise<{ results: AppliedLine[]; recorded: number }> {
  const checked = await checkBankStatement(payload, {
    projectId: options.projectId,
    user: options.staff,
    text: options.text,
  })
  const results: AppliedLine[] = []
  for (const match of checked.lines) {
    const line = {
      line: match.line,
      reference: match.reference,
      kind: match.kind,
      investmentId: match.investmentId,
    }
    if (match.kind !== 'matched' || match.investmentId === undefined) {
      results.push({ ...line, outcome: 'skipped' })
      continue
    }
    try {
      await recordTransferReceived(payload, {
        investmentId: match.investmentId,
        staff: options.staff,
        input: { amount: minorAsMajorText(match.amount), receivedOn: match.date },
        locale: options.locale,
        now: options.now,
      })
      results.push({ ...line, outcome: 'recorded' })
    } catch (error) {
      const appError = error instanceof AppError ? error : new AppError('INTERNAL')
      if (!(error instanceof AppError))
        payload.logger.error({ err: error, msg: `bank statement line ${match.line} not applied` })
      const { error: body } = errorBody(appError, options.locale)
      const fieldMessage = Object.values(body.fields ?? {})[0]?.message
      results.push({
        ...line,
        outcome: 'refused',
        code: appError.code,
        message: fieldMessage ?? body.message,
      })
    }
  }
  return { results, recorded: results.filter((each) => each.outcome === 'recorded').length }
}
