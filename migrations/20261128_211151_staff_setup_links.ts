import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('he', 'en');
  CREATE TYPE "public"."enum_staff_tokens_purpose" AS ENUM('setup', 'enrol', 'undo-email-change');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff.email-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff.email-change-undone';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff.setup-link-issued';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'staff.setup-completed';
  CREATE TABLE "staff_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"purpose" "enum_staff_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"old_email" varchar,
  	"new_email" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'he';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_tokens_id" integer;
  ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "staff_tokens_user_idx" ON "staff_tokens" USING btree ("user_id");
  CREATE UNIQUE INDEX "staff_tokens_token_hash_idx" ON "staff_tokens" USING btree ("token_hash");
  CREATE INDEX "staff_tokens_updated_at_idx" ON "staff_tokens" USING btree ("updated_at");
  CREATE INDEX "staff_tokens_created_at_idx" ON "staff_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_tokens_fk" FOREIGN KEY ("staff_tokens_id") REFERENCES "public"."staff_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_staff_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staff_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_tokens" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_tokens_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.refund-sent', 'investment.refund-failed', 'investment.refund-retry', 'investment.card-detached', 'investment.approved', 'ledger.drift-found', 'ledger.drift-resolved', 'raise.totals-recounted', 'company-inquiry.submitted', 'company-inquiry.review-started', 'company-inquiry.more-info-requested', 'company-inquiry.approved', 'company-inquiry.denied', 'company-update.posted', 'company-update.removed', 'company-inquiry-file.opened');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_staff_tokens_id_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_tokens_id";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_staff_tokens_purpose";`)
}
