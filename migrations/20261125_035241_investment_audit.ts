import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.created';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.cancelled';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.card-saved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.card-refused';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'payment-request.sent';
  ALTER TABLE "audit_log" ADD COLUMN "investment_id" integer;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_log_investment_idx" ON "audit_log" USING btree ("investment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_investment_id_investments_id_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "audit_log_investment_idx";
  ALTER TABLE "audit_log" DROP COLUMN "investment_id";`)
}
