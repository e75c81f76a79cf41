import type { Locale } from '@/i18n/locales'
import type { InquiryFileKind } from '@/domain/companies/inquiry-files'
import type { InquiryStatus } from '@/domain/companies/inquiry-status'
import type { CompanyUpdateVisibility } from '@/domain/companies/company-update'
import type {
  InvestmentStatus,
  PaymentMethod,
  PaymentState,
} from '@/domain/investments/investment-status'
import type { InvestorType, TypeVerification } from '@/domain/investors/investor-type'
import type { DocumentKind } from '@/domain/kyc/document-kinds'
import type { KycStatus } from '@/domain/kyc/kyc-status'
import type { Currency } from '@/domain/money'
import type { ProjectStatus } from '@/domain/projects/project-status'
import type { ScheduleReason } from '@/domain/projects/status-machine'
import type { HaltCategory } from '@/domain/investments/raise/halt-request'
import type { DriftFigures, LedgerDriftKind } from '@/domain/investments/raise/ledger-drift'
import type { IdentityView } from '@/domain/investments/raise/securities-register'
import type { SuitabilityResult } from '@/domain/suitability/scoring'

/**
 * Every action the audit log records, in the order of the `audit-log` collection's options: the
 * database enum follows this order, so a new action goes at the end (with a migration).
 */
export const auditActionValues = [
  'investor.unlocked',
  'investor.locked',
  'investor.two-factor-enabled',
  'investor.two-factor-disabled',
  'investor.recovery-code-used',
  'email-outbox.opened',
  'identity.opened',
  'investor-document.opened',
  'identity.changed',
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'kyc.more-info-requested',
  'investor-type.verified',
  'investor-type.rejected',
  'leader-request.submitted',
  'leader-request.approved',
  'leader-request.rejected',
  'suitability.answered',
  'investor.exported',
  'investment.created',
  'investment.changed',
  'investment.cancelled',
  'investment.card-saved',
  'investment.card-refused',
  'payment-request.sent',
  'project.status-changed',
  'raise.minimum-reached',
  'investment.charge-sent',
  'investment.charged',
  'investment.charged-after-end',
  'investment.charge-needs-investor',
  'investment.charge-declined',
  'investment.failed',
  'investment.transfer-received',
  'investment.transfer-cancelled',
  'investment.card-released',
  'investment.refund-due',
  'investment.refunded',
  'investment.refund-sent',
  'investment.refund-failed',
  'investment.refund-retry',
  'investment.card-detached',
  'investment.approved',
  'ledger.drift-found',
  'ledger.drift-resolved',
  'raise.totals-recounted',
  'company-inquiry.submitted',
  'company-inquiry.review-started',
  'company-inquiry.more-info-requested',
  'company-inquiry.approved',
  'company-inquiry.denied',
  'company-update.posted',
  'company-update.removed',
  'company-inquiry-file.opened',
  'staff.email-changed',
  'staff.email-change-undone',
  'staff.setup-link-issued',
  'staff.setup-completed',
] as const

export type AuditAction = (typeof auditActionValues)[number]

// Unions whose lists live outside src/domain (collections, the card gateway): the writers pass
// values of those types here, so a value added there fails to compile until it is added here too.
/** src/collections/Investors/fields.ts `lockReasons`. */
type LockReason = 'inactivity' | 'administrator'
/** src/server/investments/card-payments/card-gateway.ts `ChargeOutcome`. */
type ChargeAnswer = 'succeeded' | 'processing' | 'requires_action' | 'declined'
/** src/server/investments/card-payments/card-gateway.ts `RefundResult['outcome']`. */
type RefundAnswer = 'succeeded' | 'pending' | 'failed'
/** src/server/staff/issue-staff-setup-link.ts `StaffSetupIssue`. */
type StaffSetupPurpose = 'setup' | 'enrol'
type StaffSetupIssuer = 'admin' | 'operator' | 'sign-in' | 'email-undo'

/** The records an entry may point at, by id: the account, investment, project and staff member. */
type AuditRelations = {
  investor?: number | null
  investment?: number | null
  project?: number | null
  actor?: number | null
}

/** About one investment and its investor (a settlement step takes both from the row it changed). */
type InvestmentStep = { investor: number; investment: number }
/** What ending a pledge (endPledge) records of it. */
type PledgeAmount = { amount: number; currency: Currency }
type IdentityDecision = {
  investor: number
  actor: number
  details: { profile: number; previousStatus: KycStatus; reason: string | null }
}
type InvestorTypeDecision = {
  investor: number
  actor: number
  details: {
    profile: number
    investorType: InvestorType
    incomeBracket: number | null
    accountantConfirmation: boolean
    reason: string | null
  }
}
type CardOnPage = {
  investor: number | null
  investment: number
  details: { brand: string; last4: string }
}
type InquiryDecision = {
  investor: number
  actor: number
  details: {
    inquiry: number
    previousStatus: InquiryStatus
    reason: string | null
    /** The project an approval made. */
    project: number | null
  }
}
type RaiseTotalsFigures = { raisedMinor: number; investorCount: number }

/**
 * What each action's entry points at and says in `details` (a JSON column), as its writers write
 * it. Where one action has writers that say different things, its `details` is a union.
 */
type AuditEntryShapes = {
  'investor.unlocked': {
    investor: number
    actor?: number
    details: { previousLockReason: LockReason }
  }
  'investor.locked': {
    investor: number
    details: { reason: 'inactivity'; lastActive: string }
  }
  'investor.two-factor-enabled': { investor: number; details: { ip: string } }
  'investor.two-factor-disabled': {
    investor: number
    details: { ip: string; with: 'authenticator' | 'recovery' }
  }
  'investor.recovery-code-used': { investor: number; details: { ip: string } }
  'email-outbox.opened': {
    /** The account the message went to, when the address still belongs to one. */
    investor?: number
    actor?: number
    details: { message: number; to: string | null }
  }
  'identity.opened': { investor: number; actor: number; details: { profile: number } }
  'investor-document.opened': {
    investor: number
    actor: number
    details: { document: number; kind: DocumentKind }
  }
  'identity.changed': {
    investor: number
    details:
      | { document: number; kind: DocumentKind; previousStatus: KycStatus; status: KycStatus }
      | { fields: string[]; previousStatus: KycStatus; status: KycStatus }
  }
  'kyc.submitted': { investor: number; details: { previousStatus: KycStatus } }
  'kyc.approved': IdentityDecision
  'kyc.rejected': IdentityDecision
  'kyc.more-info-requested': IdentityDecision
  'investor-type.verified': InvestorTypeDecision
  'investor-type.rejected': InvestorTypeDecision
  'leader-request.submitted': {
    investor: number
    details: { request: number; attachments: number }
  }
  'leader-request.approved': {
    investor: number
    actor: number
    details: {
      request: number
      investorType: { from: InvestorType | null; to: 'leading' }
      typeVerification: { from: TypeVerification; to: 'verified' }
    }
  }
  'leader-request.rejected': { investor: number; actor: number; details: { request: number } }
  'suitability.answered': {
    investor: number
    details: {
      response: number
      version: number
      result: SuitabilityResult
      score: number
      attempt: number
      previousResult: SuitabilityResult | null
    }
  }
  'investor.exported':
    | { investor: number; actor: number; details: { profile: number; documents: number } }
    | {
        investor: number | null
        investment: number
        project: number
        actor: number
        details: {
          export: 'securities-register'
          format: 'csv' | 'xlsx'
          identityNumbers: IdentityView
        }
      }
  'investment.created': InvestmentStep & {
    details: {
      number: number
      amount: number
      currency: Currency
      method: PaymentMethod
      ip: string
    }
  }
  'investment.changed': InvestmentStep & {
    details:
      | {
          from: { amount: number; method: PaymentMethod }
          to: { amount: number; method: PaymentMethod }
          ip: string
        }
      | { from: 'approved'; to: 'active'; reason: 'raiseFailed' }
  }
  'investment.cancelled': InvestmentStep & {
    details: PledgeAmount & { by: 'investor'; paymentState: PaymentState; ip: string }
  }
  'investment.card-saved': CardOnPage
  'investment.card-refused': CardOnPage
  'payment-request.sent': {
    investor: number
    details: { request: number; number: string; investment: number; locale: Locale }
  }
  'project.status-changed': {
    project: number
    actor?: number
    details:
      | {
          from: ProjectStatus
          to: ProjectStatus
          by: 'schedule'
          reason: ScheduleReason
          raisedMinor: number
          at: string
        }
      | {
          from: 'success_finished'
          to: 'unsuccess_finished'
          by: 'schedule'
          reason: 'receivedBelowMinimum'
          receivedMinor: number
          minimumMinor: number
          raisedMinor: number
          /** When the money counted was final (the later of the settlement windows). */
          settledAt: string | null
          at: string
        }
      | { from: ProjectStatus; to: ProjectStatus; by: 'staff'; reason?: string }
      | {
          from: ProjectStatus
          to: 'unsuccess_finished'
          by: 'staff'
          halted: true
          category: HaltCategory
          reason: string
          raisedMinor: number
          at: string
        }
  }
  'raise.minimum-reached': { project: number; details: { raisedMinor: number } }
  'investment.charge-sent': {
    investment: number
    details: {
      attempt: number
      chargeId: string | null
      answer: ChargeAnswer
      declineCode: string | null
    }
  }
  'investment.charged': InvestmentStep & { details: { chargeId: string | null } }
  'investment.charged-after-end': InvestmentStep & {
    details: { chargeId: string | null; status: InvestmentStatus }
  }
  'investment.charge-needs-investor': InvestmentStep & {
    details: { chargeId: string | null; retryUntil: string }
  }
  'investment.charge-declined': InvestmentStep & {
    details: { chargeId: string | null; declineCode: string | null; retryUntil: string }
  }
  'investment.failed': InvestmentStep & {
    details: PledgeAmount &
      (
        | { declineCode: string | null }
        | { declineCode: string; refusedByProvider: string; attempt: number }
      )
  }
  'investment.transfer-received': InvestmentStep & {
    actor: number
    details: { amount: number; receivedOn: string }
  }
  'investment.transfer-cancelled': InvestmentStep & {
    details: PledgeAmount & ({ graceDays: number } | { reason: 'raiseFailed' })
  }
  'investment.card-released': InvestmentStep & {
    details: PledgeAmount & { reason: 'raiseFailed' }
  }
  'investment.refund-due': InvestmentStep & {
    details: PledgeAmount & { method: PaymentMethod }
  }
  'investment.refunded': InvestmentStep & {
    /** The staff member who recorded a transfer refund; none for a card refund. */
    actor: number | null
    details: PledgeAmount & { refunded: number; reference: string }
  }
  'investment.refund-sent': {
    investment: number
    details: { attempt: number; refundId: string; answer: RefundAnswer }
  }
  'investment.refund-failed': InvestmentStep & {
    details: {
      refundId: string
      reason: string | null
      attempt: number | null
      afterSucceeding: boolean
    }
  }
  'investment.refund-retry': InvestmentStep & {
    actor: number
    details: { failedRefund: string | null; failure: string | null; attempts: number }
  }
  'investment.card-detached': { investment: number; details: { paymentMethodId: string } }
  'investment.approved': InvestmentStep & { details: Record<string, never> }
  'ledger.drift-found': {
    project: number
    investment: number | null
    details: DriftFigures & {
      drift: number
      kind: LedgerDriftKind
      currency: Currency
      providerOutcome?: string
    }
  }
  'ledger.drift-resolved': {
    project: number
    investment: number | null
    actor: number | null
    details: { drift: number; kind: LedgerDriftKind; note: string }
  }
  'raise.totals-recounted': {
    project: number
    actor: number
    details: {
      before: RaiseTotalsFigures
      after: RaiseTotalsFigures
      resolvedDrift: number | null
    }
  }
  'company-inquiry.submitted': {
    investor: number
    details: {
      inquiry: number
      previousStatus: InquiryStatus
      files: { id: number; kind: InquiryFileKind }[]
    }
  }
  'company-inquiry.review-started': InquiryDecision
  'company-inquiry.more-info-requested': InquiryDecision
  'company-inquiry.approved': InquiryDecision
  'company-inquiry.denied': InquiryDecision
  'company-update.posted': {
    investor: number
    project: number
    details: { update: number; visibility: CompanyUpdateVisibility; emailedTo: number }
  }
  'company-update.removed': {
    investor: number | null
    actor: number | null
    details: { update: number; project: number | null; title: string | null }
  }
  'company-inquiry-file.opened': {
    investor: number | null
    actor: number
    details: { file: number; kind: InquiryFileKind; inquiry: number | null }
  }
  // A staff account's entries name it in `details.staffMember`; `actor` is who acted, if staff.
  'staff.email-changed': {
    actor: number | null
    details: {
      staffMember: number
      oldEmail: string
      newEmail: string
      by: 'operator' | 'self' | 'administrator'
    }
  }
  'staff.email-change-undone': {
    details: { staffMember: number; restoredEmail: string; replacedEmail: string | null }
  }
  'staff.setup-link-issued': {
    actor?: number | null
    details: {
      staffMember: number
      purpose: StaffSetupPurpose
      issuedBy: StaffSetupIssuer
      emailed: boolean
    }
  }
  'staff.setup-completed': {
    details: {
      staffMember: number
      purpose: StaffSetupPurpose
      passwordSet: boolean
      secondFactorEnrolled: boolean
    }
  }
}

type Assert<Condition extends true> = Condition
/** Fails to compile when a shape is written for an action missing from `auditActionValues`. */
type _EveryShapeHasAnAction = Assert<
  [Exclude<keyof AuditEntryShapes, AuditAction>] extends [never] ? true : false
>
/** Fails to compile when a shape points at a record by anything but its id, or has no details. */
type _EveryShapeFitsTheCollection = Assert<
  AuditEntryShapes extends Record<AuditAction, AuditRelations & { details: object }> ? true : false
>

/**
 * One audit-log entry as its writer hands it to `recordAudit`: the action, the records it points
 * at, and the `details` that action writes. It indexes the shapes by every action, so an action
 * without a shape does not compile either.
 */
export type AuditEntry = {
  [Action in AuditAction]: Flat<{ action: Action } & AuditEntryShapes[Action]>
}[AuditAction]

/** One object type per union member (readable in editors and compiler messages). */
type Flat<Entry> = Entry extends unknown ? { [Key in keyof Entry]: Entry[Key] } : never

/** The entry (or entries, where writers differ) of one action. */
export type AuditEntryOf<Action extends AuditAction> = Extract<AuditEntry, { action: Action }>
