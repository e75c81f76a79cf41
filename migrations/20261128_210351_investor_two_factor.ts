import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_account_tokens_purpose" ADD VALUE 'second-factor';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investor.two-factor-enabled' BEFORE 'email-outbox.opened';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investor.two-factor-disabled' BEFORE 'email-outbox.opened';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investor.recovery-code-used' BEFORE 'email-outbox.opened';
  ALTER TABLE "investors" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "investors" ADD COLUMN "two_factor_recovery_codes" jsonb;
  ALTER TABLE "investors" ADD COLUMN "two_factor_last_step" numeric;
  ALTER TABLE "investors" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "investors" ADD COLUMN "two_factor_enabled_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_tokens" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_account_tokens_purpose";
  CREATE TYPE "public"."enum_account_tokens_purpose" AS ENUM('activate', 'reset-password', 'change-email', 'verify-phone');
  ALTER TABLE "account_tokens" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_account_tokens_purpose" USING "purpose"::"public"."enum_account_tokens_purpose";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.refund-sent', 'investment.refund-failed', 'investment.refund-retry', 'investment.card-detached', 'investment.approved', 'ledger.drift-found', 'ledger.drift-resolved', 'raise.totals-recounted', 'company-inquiry.submitted', 'company-inquiry.review-started', 'company-inquiry.more-info-requested', 'company-inquiry.approved', 'company-inquiry.denied', 'company-update.posted', 'company-update.removed', 'company-inquiry-file.opened');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "investors" DROP COLUMN "two_factor_secret";
  ALTER TABLE "investors" DROP COLUMN "two_factor_recovery_codes";
  ALTER TABLE "investors" DROP COLUMN "two_factor_last_step";
  ALTER TABLE "investors" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "investors" DROP COLUMN "two_factor_enabled_at";`)
}
