import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Companies' updates to their investors (issue 18). An update goes with its project or its
  // company's account (cascade: the columns are required), its audit entries stay. The snapshot
  // (.json) keeps Payload's own `set null`, which it writes for every relationship, so the next
  // migration's diff does not undo the cascade.
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_updates_visibility" AS ENUM('public', 'investors');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-update.posted' BEFORE 'company-inquiry-file.opened';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-update.removed' BEFORE 'company-inquiry-file.opened';
  CREATE TABLE "company_updates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"company_id" integer NOT NULL,
  	"visibility" "enum_company_updates_visibility" NOT NULL,
  	"emailed_to" numeric,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_updates_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_updates_id" integer;
  ALTER TABLE "company_updates" ADD CONSTRAINT "company_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_updates" ADD CONSTRAINT "company_updates_company_id_investors_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_updates_locales" ADD CONSTRAINT "company_updates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_updates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "company_updates_project_idx" ON "company_updates" USING btree ("project_id");
  CREATE INDEX "company_updates_company_idx" ON "company_updates" USING btree ("company_id");
  CREATE INDEX "company_updates_updated_at_idx" ON "company_updates" USING btree ("updated_at");
  CREATE INDEX "company_updates_created_at_idx" ON "company_updates" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_idempotencyKey_idx" ON "company_updates" USING btree ("company_id","idempotency_key");
  CREATE UNIQUE INDEX "company_updates_locales_locale_parent_id_unique" ON "company_updates_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_updates_fk" FOREIGN KEY ("company_updates_id") REFERENCES "public"."company_updates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_company_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("company_updates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // As in inquiry_review: entries of the removed actions go before the type is restored.
  await db.execute(sql`
  DELETE FROM "audit_log" WHERE "action" IN ('company-update.posted', 'company-update.removed');
   ALTER TABLE "company_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_updates_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_updates" CASCADE;
  DROP TABLE "company_updates_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_updates_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.approved', 'company-inquiry.submitted', 'company-inquiry.review-started', 'company-inquiry.more-info-requested', 'company-inquiry.approved', 'company-inquiry.denied', 'company-inquiry-file.opened');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_company_updates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_updates_id";
  DROP TYPE "public"."enum_company_updates_visibility";`)
}
