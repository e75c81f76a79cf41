import { lineProblems, maxStatementBytes } from '@/domain/investments/bank-statement'
import { investmentStatuses, paymentStates } from '@/domain/investments/investment-status'
import { haltRequestSchema } from '@/domain/investments/raise/halt-request'
import { driftResolutionSchema, ledgerDriftKinds } from '@/domain/investments/raise/ledger-drift'
import { refundRecordFields, transferReceiptFields } from '@/domain/investments/settlement-records'
import { matchKinds } from '@/domain/investments/statement-matching'
import { currencies } from '@/domain/money'
import { projectStatuses } from '@/domain/projects/project-status'
import * as z from '@/domain/zod'
import { locales } from '@/i18n/locales'

import { investmentSummarySchema } from './investments'
import { defineRoute } from './route-contract'

/**
 * The raise's settlement by staff (administrators and compliance, from the admin panel: a
 * project's *Transfers* and *Close* tabs, an investment's settlement panel, a ledger drift's edit
 * view), and the documents an investor downloads of their own investments. Each staff action locks
 * its record, checks its state and writes the audit log in one transaction.
 */
const settlement = 'Settlement'
const raise = 'Raise'
const roles = ['admin', 'compliance'] as const
const recordId = { id: /^[1-9]\d{0,8}$/ }
/** An investor's own record: another investor's is answered as absent. */
const ownRecordId = { id: /^[1-9]\d{0,9}$/ }
const id = z.number().int().positive()
/** Minor units (agorot, cents). */
const minor = z.number().int()
const count = z.number().int()
const pdf = { file: ['application/pdf'] } as const

/** A document's language: `he` or `en`. */
const documentQuery = z.object({
  locale: z
    .enum(locales)
    .optional()
    .meta({ description: "The document's language; by default the investor's." }),
})

export const transferReceivedRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/investments/{id}/transfer-received',
  params: recordId,
  summary: 'Records a bank transfer received for a pledge',
  description:
    'The amount in major units as typed, and the day it arrived (`YYYY-MM-DD`, today in Israel at the latest: `dateInFuture`). Only the investment’s own amount is taken (else TRANSFER_AMOUNT_MISMATCH, naming the amount expected), for a bank-transfer pledge still waiting for it (else TRANSFER_NOT_EXPECTED). The investment is paid (`active`, or `approved` when its raise already succeeded), its payment request paid; audited, and the investor e-mailed.',
  tag: settlement,
  caller: 'staff',
  roles,
  input: transferReceiptFields,
  output: investmentSummarySchema,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'TRANSFER_NOT_EXPECTED',
    'TRANSFER_AMOUNT_MISMATCH',
  ],
})

export const refundRecordedRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/investments/{id}/refund',
  params: recordId,
  summary: 'Records a transfer sent back to an investor whose money is owed back',
  description:
    'The amount in major units, the day it was sent (today in Israel at the latest: `dateInFuture`) and the bank’s reference. For a bank transfer owed back (the raise failed, the pledge ended after its money came), or a card payment whose refund through the provider failed (else REFUND_NOT_DUE). Audited; the investor is e-mailed.',
  tag: settlement,
  caller: 'staff',
  roles,
  input: refundRecordFields,
  output: investmentSummarySchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REFUND_NOT_DUE'],
})

export const cardRefundRetryRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/investments/{id}/refund-retry',
  params: recordId,
  summary: 'Asks the card provider again for a card refund that failed',
  description:
    'Only a failed card refund (else REFUND_NOT_DUE): the failure is cleared (kept in the audit log) and the next settlement round sends a new attempt.',
  tag: settlement,
  caller: 'staff',
  roles,
  input: z.object({}),
  output: investmentSummarySchema,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REFUND_NOT_DUE'],
})

/** A project's bank-transfer investment as the staff who settle it see it. */
const projectTransferSchema = z.object({
  investmentId: id,
  number: z.number().int(),
  reference: z.string(),
  investorName: z.string(),
  amount: minor,
  currency: z.enum(currencies),
  /** When the investor pledged (ISO). */
  pledgedAt: z.string(),
  status: z.enum(investmentStatuses),
  paymentState: z.enum(paymentStates),
  /** A card refund that failed: what the provider said. */
  refundFailure: z.string().nullable().optional(),
})

const transfersProjectSchema = z.object({
  id,
  name: z.string(),
  currency: z.enum(currencies),
})

export const projectTransfersRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/projects/{id}/transfers',
  params: recordId,
  summary: 'A project’s bank transfers awaiting payment and those owed back',
  description: 'Pledges waiting for their transfer and transfers to send back, oldest first.',
  tag: settlement,
  caller: 'staff',
  roles,
  input: z.object({}),
  output: z.object({
    project: transfersProjectSchema,
    awaiting: z.array(projectTransferSchema),
    refundDue: z.array(projectTransferSchema),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
})

const statementFile = z.object(
  {
    file: z
      .file({ error: 'fileMissing' })
      .min(1, 'fileMissing')
      .max(maxStatementBytes, 'fileTooLarge')
      .meta({
        description:
          'The bank’s export as CSV (UTF-8 or Windows-1255; a header row with the day, the amount and the payment reference), at most 1 MB.',
      }),
  },
  { error: 'badRequest' },
)

/** A statement line matched by its payment reference (minor units). */
const checkedLineSchema = z.object({
  /** The line's number in the file. */
  line: z.number().int(),
  date: z.string(),
  amount: minor,
  reference: z.string(),
  kind: z.enum(matchKinds),
  investmentId: id.optional(),
  /** On `amount_mismatch`: the amount the investment expects. */
  expected: minor.optional(),
  /** On `duplicate`: the earlier line with the same reference. */
  firstLine: z.number().int().optional(),
  investorName: z.string().optional(),
})

export const checkBankStatementRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/projects/{id}/bank-statement',
  params: recordId,
  summary: 'Reads a bank statement against a project’s transfers (nothing is recorded)',
  description:
    'Each credit line matched by its payment reference and classified; a line that cannot be read is listed with its problem. A file that cannot be read at all is refused on `file` (`statementEmpty`, `statementColumnsMissing`, `statementTooLong`).',
  tag: settlement,
  caller: 'staff',
  roles,
  body: 'multipart',
  input: statementFile,
  output: z.object({
    project: transfersProjectSchema,
    lines: z.array(checkedLineSchema),
    malformed: z.array(z.object({ line: z.number().int(), problem: z.enum(lineProblems) })),
    counts: z.record(z.enum(matchKinds), count),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
})

export const applyBankStatementRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/projects/{id}/bank-statement/apply',
  params: recordId,
  summary: 'Records the matched lines of a bank statement as transfers received',
  description:
    'The same statement again, matched against the transfers as they are now: each exact match is recorded as `POST /api/staff/investments/{id}/transfer-received` would (the investor e-mailed), once however often it is applied; a line refused says why (`code`, `message`), the others are skipped.',
  tag: settlement,
  caller: 'staff',
  roles,
  body: 'multipart',
  input: statementFile,
  output: z.object({
    results: z.array(
      z.object({
        line: z.number().int(),
        reference: z.string(),
        kind: z.enum(matchKinds),
        investmentId: id.optional(),
        outcome: z.enum(['recorded', 'refused', 'skipped']),
        code: z.string().optional(),
        message: z.string().optional(),
      }),
    ),
    recorded: count,
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
})

export const resolveLedgerDriftRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/ledger-drifts/{id}/resolve',
  params: recordId,
  summary: 'Closes a ledger drift by hand, with a note',
  description:
    'What was found and done (a card drift explained at the provider, a pledge refunded meanwhile); audited with the member. A drift that still holds is found again by the next round. Answers the drift, resolved.',
  tag: settlement,
  caller: 'staff',
  roles,
  input: driftResolutionSchema,
  output: z.object({
    id,
    summary: z.string(),
    kind: z.enum(ledgerDriftKinds),
    project: id,
    investment: id.nullable(),
    currency: z.enum(currencies).nullable(),
    recordedMinor: minor,
    actualMinor: minor,
    differenceMinor: minor,
    recordedInvestors: count.nullable(),
    actualInvestors: count.nullable(),
    providerOutcome: z.string().nullable(),
    foundAt: z.string(),
    resolvedAt: z.string(),
    /** The staff member who closed it. */
    resolvedBy: id,
    note: z.string(),
    openKey: z.literal(null),
    updatedAt: z.string(),
    createdAt: z.string(),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'DRIFT_ALREADY_RESOLVED'],
})

export const recountRaiseTotalsRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/projects/{id}/recount-totals',
  params: recordId,
  summary: 'Sets a raise’s totals from its live pledges',
  description:
    'The cure for a totals drift (until then every change of the raise’s pledges is refused): its open drift is resolved, the figures before and after audited. Live pledges above the maximum cannot be written: RECOUNT_OVER_MAXIMUM, for staff to end pledges first.',
  tag: raise,
  caller: 'staff',
  roles: ['admin'],
  input: z.object({}),
  output: z.object({
    projectId: id,
    before: z.object({ raisedMinor: minor, investorCount: count }),
    after: z.object({ raisedMinor: minor, investorCount: count }),
    /** The drift it resolved. */
    resolvedDrift: id.nullable(),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RECOUNT_OVER_MAXIMUM'],
})

export const haltRaiseRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/projects/{id}/halt',
  params: recordId,
  summary: 'Halts a raise as failed (the company withdrew, a regulator’s order)',
  description:
    'From raising, an extension, or a success whose securities are not issued yet (else RAISE_NOT_HALTABLE). The category is what investors are told (each live pledge’s investor is e-mailed), the written reason stays in the audit log; the money then follows the failure flow of the settlement round.',
  tag: raise,
  caller: 'staff',
  roles,
  input: haltRequestSchema,
  output: z.object({ status: z.enum(projectStatuses) }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RAISE_NOT_HALTABLE'],
})

const registerQuery = z.object({
  identity: z
    .enum(['masked', 'full'])
    .catch('masked')
    .default('masked')
    .meta({ description: '`full`: ID and passport numbers in full (audited as such).' }),
  locale: z
    .enum(locales)
    .optional()
    .meta({ description: "The headers' language; by default the admin's." }),
})

const registerDescription =
  'Once the raise succeeded (else REGISTER_NOT_OPEN): one row per approved investment. Every investor listed gets an audit entry (who exported it, masked or full numbers) before the file is handed out.'

export const securitiesRegisterCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/projects/{id}/securities-register.csv',
  params: recordId,
  summary: 'A raise’s securities register, as CSV',
  description: registerDescription,
  tag: raise,
  caller: 'staff',
  roles,
  input: registerQuery,
  output: z.never(),
  produces: { file: ['text/csv'] },
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REGISTER_NOT_OPEN'],
})

export const securitiesRegisterXlsxRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/projects/{id}/securities-register.xlsx',
  params: recordId,
  summary: 'A raise’s securities register, as a spreadsheet (XLSX)',
  description: registerDescription,
  tag: raise,
  caller: 'staff',
  roles,
  input: registerQuery,
  output: z.never(),
  produces: { file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'REGISTER_NOT_OPEN'],
})

const letterRules =
  'Once the raise succeeded and the investment is approved (else REGISTER_NOT_OPEN, INVESTMENT_NOT_APPROVED); drawn now, ID numbers masked.'

export const staffAllotmentLetterRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/investments/{id}/allotment-letter',
  params: recordId,
  summary: 'An approved investment’s allotment letter (PDF)',
  description: letterRules,
  tag: raise,
  caller: 'staff',
  roles,
  input: documentQuery,
  output: z.never(),
  produces: pdf,
  errors: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'REGISTER_NOT_OPEN',
    'INVESTMENT_NOT_APPROVED',
  ],
})

export const ownAllotmentLetterRoute = defineRoute({
  method: 'GET',
  path: '/api/investor/investments/{id}/allotment-letter',
  params: ownRecordId,
  summary: 'The investor’s allotment letter for an approved investment (PDF)',
  description: `${letterRules} Another investor’s investment is NOT_FOUND.`,
  tag: 'Investments',
  caller: 'investor',
  input: documentQuery,
  output: z.never(),
  produces: pdf,
  errors: [
    'UNAUTHENTICATED',
    'SESSION_EXPIRED',
    'NOT_FOUND',
    'REGISTER_NOT_OPEN',
    'INVESTMENT_NOT_APPROVED',
  ],
})

export const ownPaymentRequestPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/investor/invoices/{id}/pdf',
  params: ownRecordId,
  summary: 'The investor’s payment request as a PDF',
  description:
    'Spec 7. Drawn now with the bank details in force, by default in the language the investor invested in. Another investor’s request is NOT_FOUND.',
  tag: 'Investments',
  caller: 'investor',
  input: documentQuery,
  output: z.never(),
  produces: pdf,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'],
})

export const settlementRoutes = [
  transferReceivedRoute,
  refundRecordedRoute,
  cardRefundRetryRoute,
  projectTransfersRoute,
  checkBankStatementRoute,
  applyBankStatementRoute,
  resolveLedgerDriftRoute,
  recountRaiseTotalsRoute,
  haltRaiseRoute,
  securitiesRegisterCsvRoute,
  securitiesRegisterXlsxRoute,
  staffAllotmentLetterRoute,
  ownAllotmentLetterRoute,
  ownPaymentRequestPdfRoute,
]
