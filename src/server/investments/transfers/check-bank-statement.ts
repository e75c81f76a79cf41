import type { Payload } from 'payload'

import {
  decodeStatement,
  maxStatementBytes,
  parseBankStatement,
  type MalformedLine,
} from '@/domain/investments/bank-statement'
import {
  countMatches,
  matchStatement,
  type MatchKind,
  type StatementMatch,
} from '@/domain/investments/statement-matching'
import type { User } from '@/payload-types'
import { fieldError } from '@/server/errors/parse-input'

import { listProjectTransfers, type ProjectTransfers } from './list-project-transfers'

export type CheckedLine = StatementMatch & { investorName?: string }

export type CheckedStatement = {
  project: ProjectTransfers['project']
  lines: CheckedLine[]
  malformed: MalformedLine[]
  counts: Record<MatchKind, number>
}

/** The uploaded file (form field `file`) as text; a missing, empty or oversized one is refused. */
export async function readStatementFile(file: unknown): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'fileMissing')
  if (file.size > maxStatementBytes) throw fieldError('file', 'fileTooLarge')
  return decodeStatement(new Uint8Array(await file.arrayBuffer()))
}

/**
 * A bank statement read and matched against the project's transfers as they are now. Nothing is
 * applied here: staff review the lines, then apply the matched ones (applyBankStatement).
 */
export async function checkBankStatement(
  payload: Payload,
  options: { projectId: number; user: User; text: string },
): Promise<CheckedStatement> {
  const transfers = await listProjectTransfers(payload, {
    projectId: options.projectId,
    user: options.user,
  })
  const parsed = parseBankStatement(options.text)
  if (!parsed.ok) throw fieldError('file', parsed.problem)
  const names = new Map(transfers.all.map((each) => [each.investmentId, each.investorName]))
  const lines = matchStatement(parsed.lines, transfers.all).map((match) =>
    match.investmentId === undefined
      ? match
      : { ...match, investorName: names.get(match.investmentId) ?? '' },
  )
  if (lines.length === 0 && parsed.malformed.length === 0)
    throw fieldError('file', 'statementEmpty')
  return {
    project: transfers.project,
    lines,
    malformed: parsed.malformed,
    counts: countMatches(lines),
  }
}
