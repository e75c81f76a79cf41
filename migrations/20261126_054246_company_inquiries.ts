import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."company_inquiry_status" AS ENUM('draft', 'submitted', 'in_review', 'more_info', 'approved', 'denied');
  CREATE TYPE "public"."enum_company_inquiries_last_step" AS ENUM('company', 'venture', 'files', 'finish');
  CREATE TYPE "public"."company_inquiry_stage" AS ENUM('preseed', 'seed', 'seedplus', 'round_a', 'round_b');
  CREATE TYPE "public"."company_inquiry_raising_type" AS ENUM('stock', 'bonds');
  CREATE TYPE "public"."enum__company_inquiries_v_version_last_step" AS ENUM('company', 'venture', 'files', 'finish');
  CREATE TYPE "public"."company_inquiry_file_kind" AS ENUM('pitch-deck', 'financial-statements', 'articles-of-association', 'cap-table', 'team-photo');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-inquiry.submitted';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-inquiry-file.opened';
  CREATE TABLE "company_inquiries_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"name" varchar,
  	"role" varchar,
  	"linkedin_url" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "company_inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"status" "company_inquiry_status" DEFAULT 'draft' NOT NULL,
  	"decision_reason" varchar,
  	"submitted_at" timestamp(3) with time zone,
  	"declaration_accepted_at" timestamp(3) with time zone,
  	"last_step" "enum_company_inquiries_last_step",
  	"legal_name_he" varchar,
  	"legal_name_en" varchar,
  	"company_number" varchar,
  	"incorporation_date" varchar,
  	"address" varchar,
  	"website" varchar,
  	"contact_name" varchar,
  	"contact_role" varchar,
  	"offered_by_prospectus" boolean,
  	"category_id" integer,
  	"subcategory_id" integer,
  	"stage" "company_inquiry_stage",
  	"raising_type" "company_inquiry_raising_type",
  	"minimum_amount" numeric,
  	"maximum_amount" numeric,
  	"price_per_share" numeric,
  	"company_value_before_raising" numeric,
  	"loan_period_months" numeric,
  	"annual_interest_percent" numeric,
  	"use_of_funds" varchar,
  	"description_he" varchar,
  	"description_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_company_inquiries_v_version_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"name" varchar,
  	"role" varchar,
  	"linkedin_url" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_inquiries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_owner_id" integer NOT NULL,
  	"version_status" "company_inquiry_status" DEFAULT 'draft' NOT NULL,
  	"version_decision_reason" varchar,
  	"version_submitted_at" timestamp(3) with time zone,
  	"version_declaration_accepted_at" timestamp(3) with time zone,
  	"version_last_step" "enum__company_inquiries_v_version_last_step",
  	"version_legal_name_he" varchar,
  	"version_legal_name_en" varchar,
  	"version_company_number" varchar,
  	"version_incorporation_date" varchar,
  	"version_address" varchar,
  	"version_website" varchar,
  	"version_contact_name" varchar,
  	"version_contact_role" varchar,
  	"version_offered_by_prospectus" boolean,
  	"version_category_id" integer,
  	"version_subcategory_id" integer,
  	"version_stage" "company_inquiry_stage",
  	"version_raising_type" "company_inquiry_raising_type",
  	"version_minimum_amount" numeric,
  	"version_maximum_amount" numeric,
  	"version_price_per_share" numeric,
  	"version_company_value_before_raising" numeric,
  	"version_loan_period_months" numeric,
  	"version_annual_interest_percent" numeric,
  	"version_use_of_funds" varchar,
  	"version_description_he" varchar,
  	"version_description_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_inquiry_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"inquiry_id" integer NOT NULL,
  	"kind" "company_inquiry_file_kind" NOT NULL,
  	"original_name" varchar,
  	"removed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_inquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_inquiry_files_id" integer;
  ALTER TABLE "company_inquiries_team" ADD CONSTRAINT "company_inquiries_team_photo_id_company_inquiry_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."company_inquiry_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_inquiries_team" ADD CONSTRAINT "company_inquiries_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  -- Accounts are never deleted (record retention): an inquiry or file keeps its company, and a
  -- deletion that would orphan one is refused (Payload's default, set null, broke not-null columns).
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v_version_team" ADD CONSTRAINT "_company_inquiries_v_version_team_photo_id_company_inquiry_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."company_inquiry_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v_version_team" ADD CONSTRAINT "_company_inquiries_v_version_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_inquiries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v" ADD CONSTRAINT "_company_inquiries_v_parent_id_company_inquiries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v" ADD CONSTRAINT "_company_inquiries_v_version_owner_id_investors_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v" ADD CONSTRAINT "_company_inquiries_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v" ADD CONSTRAINT "_company_inquiries_v_version_subcategory_id_categories_id_fk" FOREIGN KEY ("version_subcategory_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_inquiry_files" ADD CONSTRAINT "company_inquiry_files_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "company_inquiry_files" ADD CONSTRAINT "company_inquiry_files_inquiry_id_company_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."company_inquiries"("id") ON DELETE restrict ON UPDATE no action;
  CREATE INDEX "company_inquiries_team_order_idx" ON "company_inquiries_team" USING btree ("_order");
  CREATE INDEX "company_inquiries_team_parent_id_idx" ON "company_inquiries_team" USING btree ("_parent_id");
  CREATE INDEX "company_inquiries_team_photo_idx" ON "company_inquiries_team" USING btree ("photo_id");
  CREATE INDEX "company_inquiries_owner_idx" ON "company_inquiries" USING btree ("owner_id");
  CREATE INDEX "company_inquiries_status_idx" ON "company_inquiries" USING btree ("status");
  CREATE INDEX "company_inquiries_company_number_idx" ON "company_inquiries" USING btree ("company_number");
  CREATE INDEX "company_inquiries_category_idx" ON "company_inquiries" USING btree ("category_id");
  CREATE INDEX "company_inquiries_subcategory_idx" ON "company_inquiries" USING btree ("subcategory_id");
  CREATE INDEX "company_inquiries_updated_at_idx" ON "company_inquiries" USING btree ("updated_at");
  CREATE INDEX "company_inquiries_created_at_idx" ON "company_inquiries" USING btree ("created_at");
  CREATE INDEX "_company_inquiries_v_version_team_order_idx" ON "_company_inquiries_v_version_team" USING btree ("_order");
  CREATE INDEX "_company_inquiries_v_version_team_parent_id_idx" ON "_company_inquiries_v_version_team" USING btree ("_parent_id");
  CREATE INDEX "_company_inquiries_v_version_team_photo_idx" ON "_company_inquiries_v_version_team" USING btree ("photo_id");
  CREATE INDEX "_company_inquiries_v_parent_idx" ON "_company_inquiries_v" USING btree ("parent_id");
  CREATE INDEX "_company_inquiries_v_version_version_owner_idx" ON "_company_inquiries_v" USING btree ("version_owner_id");
  CREATE INDEX "_company_inquiries_v_version_version_status_idx" ON "_company_inquiries_v" USING btree ("version_status");
  CREATE INDEX "_company_inquiries_v_version_version_company_number_idx" ON "_company_inquiries_v" USING btree ("version_company_number");
  CREATE INDEX "_company_inquiries_v_version_version_category_idx" ON "_company_inquiries_v" USING btree ("version_category_id");
  CREATE INDEX "_company_inquiries_v_version_version_subcategory_idx" ON "_company_inquiries_v" USING btree ("version_subcategory_id");
  CREATE INDEX "_company_inquiries_v_version_version_updated_at_idx" ON "_company_inquiries_v" USING btree ("version_updated_at");
  CREATE INDEX "_company_inquiries_v_version_version_created_at_idx" ON "_company_inquiries_v" USING btree ("version_created_at");
  CREATE INDEX "_company_inquiries_v_created_at_idx" ON "_company_inquiries_v" USING btree ("created_at");
  CREATE INDEX "_company_inquiries_v_updated_at_idx" ON "_company_inquiries_v" USING btree ("updated_at");
  CREATE INDEX "company_inquiry_files_owner_idx" ON "company_inquiry_files" USING btree ("owner_id");
  CREATE INDEX "company_inquiry_files_inquiry_idx" ON "company_inquiry_files" USING btree ("inquiry_id");
  CREATE INDEX "company_inquiry_files_kind_idx" ON "company_inquiry_files" USING btree ("kind");
  CREATE INDEX "company_inquiry_files_updated_at_idx" ON "company_inquiry_files" USING btree ("updated_at");
  CREATE INDEX "company_inquiry_files_created_at_idx" ON "company_inquiry_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_inquiry_files_filename_idx" ON "company_inquiry_files" USING btree ("filename");
  -- One open inquiry per company account. The operations decide it under the account's row lock
  -- (src/server/companies/open-inquiry.ts); this holds the rule whatever writes to the table.
  CREATE UNIQUE INDEX "company_inquiries_one_open_per_owner" ON "company_inquiries" USING btree ("owner_id") WHERE "status" IN ('draft', 'submitted', 'in_review', 'more_info');
  -- The last line behind the step rules (src/domain/companies): amounts in positive agorot, the
  -- minimum not above the maximum, no company that offered by prospectus, a submission dated.
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_amounts_positive" CHECK (
    coalesce("minimum_amount", 1) > 0 AND coalesce("maximum_amount", 1) > 0
    AND coalesce("price_per_share", 1) > 0 AND coalesce("company_value_before_raising", 1) > 0);
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_minimum_within_maximum" CHECK (
    "minimum_amount" IS NULL OR "maximum_amount" IS NULL OR "minimum_amount" <= "maximum_amount");
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_no_prospectus" CHECK (
    "offered_by_prospectus" IS NOT TRUE);
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_submission_dated" CHECK (
    "status" = 'draft' OR ("submitted_at" IS NOT NULL AND "declaration_accepted_at" IS NOT NULL));
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_inquiries_fk" FOREIGN KEY ("company_inquiries_id") REFERENCES "public"."company_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_inquiry_files_fk" FOREIGN KEY ("company_inquiry_files_id") REFERENCES "public"."company_inquiry_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_company_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("company_inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_company_inquiry_files_id_idx" ON "payload_locked_documents_rels" USING btree ("company_inquiry_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_inquiries_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_inquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_inquiries_v_version_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_inquiries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_inquiry_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_inquiries_team" CASCADE;
  DROP TABLE "company_inquiries" CASCADE;
  DROP TABLE "_company_inquiries_v_version_team" CASCADE;
  DROP TABLE "_company_inquiries_v" CASCADE;
  DROP TABLE "company_inquiry_files" CASCADE;
  -- Dropping the tables with CASCADE took these constraints already.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_company_inquiries_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_company_inquiry_files_fk";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.approved');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_company_inquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_inquiry_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_inquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_inquiry_files_id";
  DROP TYPE "public"."company_inquiry_status";
  DROP TYPE "public"."enum_company_inquiries_last_step";
  DROP TYPE "public"."company_inquiry_stage";
  DROP TYPE "public"."company_inquiry_raising_type";
  DROP TYPE "public"."enum__company_inquiries_v_version_last_step";
  DROP TYPE "public"."company_inquiry_file_kind";`)
}
