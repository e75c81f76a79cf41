import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questionnaire_responses_result" AS ENUM('suitable', 'not_suitable');
  CREATE TYPE "public"."enum__questionnaire_responses_v_version_result" AS ENUM('suitable', 'not_suitable');
  CREATE TYPE "public"."enum_leader_requests_status" AS ENUM('open', 'approved', 'rejected');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'leader-request.submitted' BEFORE 'leader-request.approved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'suitability.answered' BEFORE 'investor.exported';
  CREATE TABLE "questionnaire_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_name" varchar,
  	"investor_id" integer NOT NULL,
  	"result" "enum_questionnaire_responses_result" NOT NULL,
  	"score" numeric NOT NULL,
  	"questionnaire_version" numeric NOT NULL,
  	"answered_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 1 NOT NULL,
  	"answers" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_questionnaire_responses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_investor_name" varchar,
  	"version_investor_id" integer NOT NULL,
  	"version_result" "enum__questionnaire_responses_v_version_result" NOT NULL,
  	"version_score" numeric NOT NULL,
  	"version_questionnaire_version" numeric NOT NULL,
  	"version_answered_at" timestamp(3) with time zone NOT NULL,
  	"version_attempts" numeric DEFAULT 1 NOT NULL,
  	"version_answers" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leader_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_name" varchar,
  	"investor_id" integer NOT NULL,
  	"status" "enum_leader_requests_status" DEFAULT 'open' NOT NULL,
  	"message" varchar NOT NULL,
  	"answer" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"decided_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leader_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"investor_documents_id" integer
  );
  
  CREATE TABLE "suitability_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"score" numeric NOT NULL
  );
  
  CREATE TABLE "suitability_questions_answers_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "suitability_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "suitability_questions_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "suitability" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_number" numeric DEFAULT 0,
  	"passing_score" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "suitability_locales" (
  	"introduction" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_suitability_v_version_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"score" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_suitability_v_version_questions_answers_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_suitability_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_suitability_v_version_questions_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_suitability_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_version_number" numeric DEFAULT 0,
  	"version_passing_score" numeric NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_suitability_v_locales" (
  	"version_introduction" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaire_responses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leader_requests_id" integer;
  ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questionnaire_responses_v" ADD CONSTRAINT "_questionnaire_responses_v_parent_id_questionnaire_responses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questionnaire_responses_v" ADD CONSTRAINT "_questionnaire_responses_v_version_investor_id_investors_id_fk" FOREIGN KEY ("version_investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leader_requests" ADD CONSTRAINT "leader_requests_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leader_requests" ADD CONSTRAINT "leader_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leader_requests_rels" ADD CONSTRAINT "leader_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leader_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leader_requests_rels" ADD CONSTRAINT "leader_requests_rels_investor_documents_fk" FOREIGN KEY ("investor_documents_id") REFERENCES "public"."investor_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suitability_questions_answers" ADD CONSTRAINT "suitability_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."suitability_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suitability_questions_answers_locales" ADD CONSTRAINT "suitability_questions_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."suitability_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suitability_questions" ADD CONSTRAINT "suitability_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."suitability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suitability_questions_locales" ADD CONSTRAINT "suitability_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."suitability_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "suitability_locales" ADD CONSTRAINT "suitability_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."suitability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_suitability_v_version_questions_answers" ADD CONSTRAINT "_suitability_v_version_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_suitability_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_suitability_v_version_questions_answers_locales" ADD CONSTRAINT "_suitability_v_version_questions_answers_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_suitability_v_version_questions_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_suitability_v_version_questions" ADD CONSTRAINT "_suitability_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_suitability_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_suitability_v_version_questions_locales" ADD CONSTRAINT "_suitability_v_version_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_suitability_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_suitability_v_locales" ADD CONSTRAINT "_suitability_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_suitability_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "questionnaire_responses_investor_idx" ON "questionnaire_responses" USING btree ("investor_id");
  CREATE INDEX "questionnaire_responses_result_idx" ON "questionnaire_responses" USING btree ("result");
  CREATE INDEX "questionnaire_responses_answered_at_idx" ON "questionnaire_responses" USING btree ("answered_at");
  CREATE INDEX "questionnaire_responses_updated_at_idx" ON "questionnaire_responses" USING btree ("updated_at");
  CREATE INDEX "questionnaire_responses_created_at_idx" ON "questionnaire_responses" USING btree ("created_at");
  CREATE INDEX "_questionnaire_responses_v_parent_idx" ON "_questionnaire_responses_v" USING btree ("parent_id");
  CREATE INDEX "_questionnaire_responses_v_version_version_investor_idx" ON "_questionnaire_responses_v" USING btree ("version_investor_id");
  CREATE INDEX "_questionnaire_responses_v_version_version_result_idx" ON "_questionnaire_responses_v" USING btree ("version_result");
  CREATE INDEX "_questionnaire_responses_v_version_version_answered_at_idx" ON "_questionnaire_responses_v" USING btree ("version_answered_at");
  CREATE INDEX "_questionnaire_responses_v_version_version_updated_at_idx" ON "_questionnaire_responses_v" USING btree ("version_updated_at");
  CREATE INDEX "_questionnaire_responses_v_version_version_created_at_idx" ON "_questionnaire_responses_v" USING btree ("version_created_at");
  CREATE INDEX "_questionnaire_responses_v_created_at_idx" ON "_questionnaire_responses_v" USING btree ("created_at");
  CREATE INDEX "_questionnaire_responses_v_updated_at_idx" ON "_questionnaire_responses_v" USING btree ("updated_at");
  CREATE INDEX "leader_requests_investor_idx" ON "leader_requests" USING btree ("investor_id");
  CREATE INDEX "leader_requests_status_idx" ON "leader_requests" USING btree ("status");
  CREATE INDEX "leader_requests_decided_by_idx" ON "leader_requests" USING btree ("decided_by_id");
  CREATE INDEX "leader_requests_updated_at_idx" ON "leader_requests" USING btree ("updated_at");
  CREATE INDEX "leader_requests_created_at_idx" ON "leader_requests" USING btree ("created_at");
  CREATE INDEX "leader_requests_rels_order_idx" ON "leader_requests_rels" USING btree ("order");
  CREATE INDEX "leader_requests_rels_parent_idx" ON "leader_requests_rels" USING btree ("parent_id");
  CREATE INDEX "leader_requests_rels_path_idx" ON "leader_requests_rels" USING btree ("path");
  CREATE INDEX "leader_requests_rels_investor_documents_id_idx" ON "leader_requests_rels" USING btree ("investor_documents_id");
  CREATE INDEX "suitability_questions_answers_order_idx" ON "suitability_questions_answers" USING btree ("_order");
  CREATE INDEX "suitability_questions_answers_parent_id_idx" ON "suitability_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "suitability_questions_answers_locales_locale_parent_id_uniqu" ON "suitability_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "suitability_questions_order_idx" ON "suitability_questions" USING btree ("_order");
  CREATE INDEX "suitability_questions_parent_id_idx" ON "suitability_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "suitability_questions_locales_locale_parent_id_unique" ON "suitability_questions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "suitability_locales_locale_parent_id_unique" ON "suitability_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_suitability_v_version_questions_answers_order_idx" ON "_suitability_v_version_questions_answers" USING btree ("_order");
  CREATE INDEX "_suitability_v_version_questions_answers_parent_id_idx" ON "_suitability_v_version_questions_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_suitability_v_version_questions_answers_locales_locale_pare" ON "_suitability_v_version_questions_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_suitability_v_version_questions_order_idx" ON "_suitability_v_version_questions" USING btree ("_order");
  CREATE INDEX "_suitability_v_version_questions_parent_id_idx" ON "_suitability_v_version_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_suitability_v_version_questions_locales_locale_parent_id_un" ON "_suitability_v_version_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_suitability_v_created_at_idx" ON "_suitability_v" USING btree ("created_at");
  CREATE INDEX "_suitability_v_updated_at_idx" ON "_suitability_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_suitability_v_locales_locale_parent_id_unique" ON "_suitability_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_responses_fk" FOREIGN KEY ("questionnaire_responses_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leader_requests_fk" FOREIGN KEY ("leader_requests_id") REFERENCES "public"."leader_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_questionnaire_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_responses_id");
  CREATE INDEX "payload_locked_documents_rels_leader_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("leader_requests_id");
  -- One open leader request per investor. The operation decides it under the profile's row lock
  -- (src/server/leader-requests/add-leader-request.ts); this is the last line of defence.
  CREATE UNIQUE INDEX "leader_requests_one_open_per_investor" ON "leader_requests" USING btree ("investor_id") WHERE "status" = 'open';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "questionnaire_responses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_questionnaire_responses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leader_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leader_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suitability_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suitability_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suitability_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suitability_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suitability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "suitability_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_suitability_v_version_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_suitability_v_version_questions_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_suitability_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_suitability_v_version_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_suitability_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_suitability_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "questionnaire_responses" CASCADE;
  DROP TABLE "_questionnaire_responses_v" CASCADE;
  DROP TABLE "leader_requests" CASCADE;
  DROP TABLE "leader_requests_rels" CASCADE;
  DROP TABLE "suitability_questions_answers" CASCADE;
  DROP TABLE "suitability_questions_answers_locales" CASCADE;
  DROP TABLE "suitability_questions" CASCADE;
  DROP TABLE "suitability_questions_locales" CASCADE;
  DROP TABLE "suitability" CASCADE;
  DROP TABLE "suitability_locales" CASCADE;
  DROP TABLE "_suitability_v_version_questions_answers" CASCADE;
  DROP TABLE "_suitability_v_version_questions_answers_locales" CASCADE;
  DROP TABLE "_suitability_v_version_questions" CASCADE;
  DROP TABLE "_suitability_v_version_questions_locales" CASCADE;
  DROP TABLE "_suitability_v" CASCADE;
  DROP TABLE "_suitability_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaire_responses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leader_requests_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.approved', 'leader-request.rejected', 'investor.exported');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_questionnaire_responses_id_idx";
  DROP INDEX "payload_locked_documents_rels_leader_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaire_responses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leader_requests_id";
  DROP TYPE "public"."enum_questionnaire_responses_result";
  DROP TYPE "public"."enum__questionnaire_responses_v_version_result";
  DROP TYPE "public"."enum_leader_requests_status";`)
}
