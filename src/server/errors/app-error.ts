/**
 * The one error catalogue of the API. A client sees the code and a message translated into its
 * language (`ApiErrors` in messages/*.json), never an exception's own text.
 */
export const appErrorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_QUERY: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  WRONG_CURRENT_PASSWORD: 400,
  PASSWORD_EXPIRED: 403,
  CROSS_SITE_REQUEST: 403,
  FORBIDDEN: 403,
  VERIFICATION_NOT_STARTED: 403,
  OTP_INVALID: 400,
  OTP_SEND_FAILED: 502,
  NOT_FOUND: 404,
  INVESTMENT_NOT_FOUND: 404,
  WEBHOOK_SIGNATURE_INVALID: 400,
  REGISTRATION_FAILED: 409,
  ALREADY_CONFIRMED: 409,
  IDENTITY_LOCKED: 409,
  IDENTITY_CHECK_NOT_OPEN: 409,
  PROFILE_INCOMPLETE: 409,
  DECISION_NOT_ALLOWED: 409,
  LEADER_REQUEST_OPEN: 409,
  LEADER_REQUEST_DECIDED: 409,
  QUESTIONNAIRE_UNAVAILABLE: 409,
  QUESTIONNAIRE_CHANGED: 409,
  PROJECT_NOT_OPEN: 409,
  OVER_LEGAL_LIMIT: 409,
  RAISE_LIMIT_REACHED: 409,
  INVESTMENT_NOT_CHANGEABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_INVALID: 400,
  COMPANY_ACCOUNT: 403,
  MINOR_CANNOT_INVEST: 403,
  IDENTITY_REJECTED: 403,
  CARD_SETUP_NOT_ALLOWED: 409,
  PAYMENT_REQUEST_CLOSED: 409,
  STATUS_CHANGE_NOT_ALLOWED: 409,
  CHANGES_CLOSED: 409,
  LINK_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  ACCOUNT_LOCKED: 423,
  PASSWORD_ENTRY_BLOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  FX_RATE_MISSING: 503,
  CARD_GATEWAY_FAILED: 502,
  CARD_PAYMENTS_UNAVAILABLE: 503,
  BANK_DETAILS_MISSING: 503,
} as const

export type AppErrorCode = keyof typeof appErrorStatus

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** Safe extra fields for the client: field errors, retry time, a reset token. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code)
    this.name = 'AppError'
  }

  get status(): number {
    return appErrorStatus[this.code]
  }
}
