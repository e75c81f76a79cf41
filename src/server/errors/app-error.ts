import { appErrorStatus, type AppErrorCode } from '@/domain/errors/error-codes'

/**
 * A refusal with a code of the catalogue (`src/domain/errors/error-codes.ts`) and safe details.
 */
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
