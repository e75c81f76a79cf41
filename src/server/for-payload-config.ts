/**
 * Everything of the server that the Payload config calls (collections, globals, hooks, fields,
 * access, blocks and payload.config.ts): one narrow, named set, so that what the config depends on
 * is read in one place. The lint refuses the config any other import from src/server.
 */
export { recordAudit } from '@/server/audit/record-audit'
export { investorSessionStrategy } from '@/server/auth/investor-session-strategy'
export { cookiesSecure, staffCookiePrefix } from '@/server/auth/session-cookie'
export { expireTags } from '@/server/cache/expire-tags'
export { checkCompanyMaximum } from '@/server/companies/check-company-maximum'
export { ventureReferenceProblems } from '@/server/companies/venture-reference-problems'
export { livePreviewBreakpoints, livePreviewUrl, previewPath } from '@/server/content/preview-url'
export { closePoolWhenAsked } from '@/server/db/payload-database-pool'
export { transactionDatabase } from '@/server/db/transaction-database'
export { deliverEmailsTask } from '@/server/email/deliver-emails-task'
export { emailAdapter } from '@/server/email/email-adapter'
export { sealOutboxFields } from '@/server/email/outbox-seal'
export { requiredEnv } from '@/server/env'
export { pdfPreviewEndpoint } from '@/server/files/pdf-preview-endpoint'
export { privateFileHeaders } from '@/server/files/private-file-headers'
export { clientIpHeader } from '@/server/http/request-context'
export { siteUrl } from '@/server/http/site-url'
export { readLegalTerms } from '@/server/investments/invest/read-legal-terms'
export { isJobRunnerRequest } from '@/server/jobs/job-runner-token'
export { sealLinkToken } from '@/server/links/link-token'
export { readInvestorSight } from '@/server/projects/read-investor-sight'
export type { InvestorSight } from '@/server/projects/read-investor-sight'
export { settleRaisesTask } from '@/server/investments/raise/settle-raises-task'
export { consumeRateLimit } from '@/server/security/consume-rate-limit'
export { clearSignInFailures } from '@/server/security/sign-in-throttle'
export { forgetSettingsAfterChange } from '@/server/settings/read-settings-global'
export { checkStaffSignIn } from '@/server/staff/check-staff-sign-in'
export { issueStaffSetupLink } from '@/server/staff/issue-staff-setup-link'
export { noticeStaffEmailChange } from '@/server/staff/notice-staff-email-change'
export { queueStaffResetEmail } from '@/server/staff/queue-staff-reset-email'
export {
  staffErrorAnswer,
  staffFieldError,
  tooManyAttempts,
} from '@/server/staff/staff-auth-errors'
export { verifyStaffPassword } from '@/server/staff/verify-staff-password'
export { uploadStoragePlugin } from '@/server/storage/upload-storage-plugin'
