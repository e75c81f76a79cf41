import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.refund-sent' BEFORE 'investment.approved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.refund-failed' BEFORE 'investment.approved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.refund-retry' BEFORE 'investment.approved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.card-detached' BEFORE 'investment.approved';
  ALTER TABLE "investments" ADD COLUMN "card_detached_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "refund_attempts" numeric DEFAULT 0;
  ALTER TABLE "investments" ADD COLUMN "refund_sent_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "refund_failed_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "refund_failure" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.approved', 'company-inquiry.submitted', 'company-inquiry.review-started', 'company-inquiry.more-info-requested', 'company-inquiry.approved', 'company-inquiry.denied', 'company-update.posted', 'company-update.removed', 'company-inquiry-file.opened');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "investments" DROP COLUMN "card_detached_at";
  ALTER TABLE "investments" DROP COLUMN "refund_attempts";
  ALTER TABLE "investments" DROP COLUMN "refund_sent_at";
  ALTER TABLE "investments" DROP COLUMN "refund_failed_at";
  ALTER TABLE "investments" DROP COLUMN "refund_failure";`)
}
