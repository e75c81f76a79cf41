import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Drifts between the ledger and its totals or the card provider (issue 30), found by the
  // settlement round's consistency check; `open_key` (unique, null once resolved) keeps one open
  // record per drift. Three audit actions: a drift found, resolved, a raise's totals recounted.
  await db.execute(sql`
   CREATE TYPE "public"."enum_ledger_drifts_kind" AS ENUM('raise-totals', 'provider-charge');
  CREATE TYPE "public"."enum_ledger_drifts_currency" AS ENUM('ILS', 'USD');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'ledger.drift-found' BEFORE 'company-inquiry.submitted';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'ledger.drift-resolved' BEFORE 'company-inquiry.submitted';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'raise.totals-recounted' BEFORE 'company-inquiry.submitted';
  CREATE TABLE "ledger_drifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"kind" "enum_ledger_drifts_kind" NOT NULL,
  	"project_id" integer NOT NULL,
  	"investment_id" integer,
  	"currency" "enum_ledger_drifts_currency",
  	"recorded_minor" numeric NOT NULL,
  	"actual_minor" numeric NOT NULL,
  	"difference_minor" numeric NOT NULL,
  	"recorded_investors" numeric,
  	"actual_investors" numeric,
  	"provider_outcome" varchar,
  	"found_at" timestamp(3) with time zone NOT NULL,
  	"resolved_at" timestamp(3) with time zone,
  	"resolved_by_id" integer,
  	"note" varchar,
  	"open_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ledger_drifts_id" integer;
  ALTER TABLE "ledger_drifts" ADD CONSTRAINT "ledger_drifts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_drifts" ADD CONSTRAINT "ledger_drifts_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_drifts" ADD CONSTRAINT "ledger_drifts_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ledger_drifts_kind_idx" ON "ledger_drifts" USING btree ("kind");
  CREATE INDEX "ledger_drifts_project_idx" ON "ledger_drifts" USING btree ("project_id");
  CREATE INDEX "ledger_drifts_investment_idx" ON "ledger_drifts" USING btree ("investment_id");
  CREATE INDEX "ledger_drifts_resolved_at_idx" ON "ledger_drifts" USING btree ("resolved_at");
  CREATE INDEX "ledger_drifts_resolved_by_idx" ON "ledger_drifts" USING btree ("resolved_by_id");
  CREATE UNIQUE INDEX "ledger_drifts_open_key_idx" ON "ledger_drifts" USING btree ("open_key");
  CREATE INDEX "ledger_drifts_updated_at_idx" ON "ledger_drifts" USING btree ("updated_at");
  CREATE INDEX "ledger_drifts_created_at_idx" ON "ledger_drifts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_drifts_fk" FOREIGN KEY ("ledger_drifts_id") REFERENCES "public"."ledger_drifts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ledger_drifts_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_drifts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // As in inquiry_review: entries of the removed actions go before the type is restored.
  await db.execute(sql`
  DELETE FROM "audit_log" WHERE "action" IN ('ledger.drift-found', 'ledger.drift-resolved', 'raise.totals-recounted');
   ALTER TABLE "ledger_drifts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ledger_drifts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_ledger_drifts_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.approved', 'company-inquiry.submitted', 'company-inquiry.review-started', 'company-inquiry.more-info-requested', 'company-inquiry.approved', 'company-inquiry.denied', 'company-update.posted', 'company-update.removed', 'company-inquiry-file.opened');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_ledger_drifts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ledger_drifts_id";
  DROP TYPE "public"."enum_ledger_drifts_kind";
  DROP TYPE "public"."enum_ledger_drifts_currency";`)
}
