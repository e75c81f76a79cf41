import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investors_account_kind" AS ENUM('investor', 'company');
  CREATE TYPE "public"."enum_investors_locale" AS ENUM('he', 'en');
  CREATE TYPE "public"."enum_investors_lock_reason" AS ENUM('inactivity', 'administrator');
  CREATE TYPE "public"."enum_investor_sessions_transport" AS ENUM('cookie', 'bearer');
  CREATE TYPE "public"."enum_account_tokens_purpose" AS ENUM('activate', 'reset-password', 'change-email');
  CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('queued', 'sent', 'printed', 'failed');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked');
  CREATE TABLE "investors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"account_kind" "enum_investors_account_kind" DEFAULT 'investor' NOT NULL,
  	"locale" "enum_investors_locale" DEFAULT 'he' NOT NULL,
  	"email_verified" boolean DEFAULT false,
  	"phone_verified" boolean DEFAULT false,
  	"agree_for_newsletter" boolean DEFAULT false,
  	"scope" varchar,
  	"lock_reason" "enum_investors_lock_reason",
  	"locked_at" timestamp(3) with time zone,
  	"terms_accepted_at" timestamp(3) with time zone,
  	"last_login_at" timestamp(3) with time zone,
  	"last_activity_at" timestamp(3) with time zone,
  	"password_changed_at" timestamp(3) with time zone,
  	"password_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "investor_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"transport" "enum_investor_sessions_transport" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"purpose" "enum_account_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"new_email" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"window_started_at" timestamp(3) with time zone NOT NULL,
  	"blocked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"status" "enum_email_outbox_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"investor_id" integer,
  	"actor_id" integer,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_security" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone_verification_required" boolean DEFAULT false,
  	"failed_login_limit" numeric DEFAULT 5 NOT NULL,
  	"password_block_minutes" numeric DEFAULT 120 NOT NULL,
  	"inactivity_lock_months" numeric DEFAULT 12 NOT NULL,
  	"password_max_age_days" numeric DEFAULT 0,
  	"session_idle_minutes" numeric DEFAULT 60 NOT NULL,
  	"session_max_hours" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investor_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "investors_id" integer;
  ALTER TABLE "investor_sessions" ADD CONSTRAINT "investor_sessions_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "investors_email_idx" ON "investors" USING btree ("email");
  CREATE INDEX "investors_updated_at_idx" ON "investors" USING btree ("updated_at");
  CREATE INDEX "investors_created_at_idx" ON "investors" USING btree ("created_at");
  CREATE INDEX "investor_sessions_investor_idx" ON "investor_sessions" USING btree ("investor_id");
  CREATE UNIQUE INDEX "investor_sessions_token_hash_idx" ON "investor_sessions" USING btree ("token_hash");
  CREATE INDEX "investor_sessions_updated_at_idx" ON "investor_sessions" USING btree ("updated_at");
  CREATE INDEX "investor_sessions_created_at_idx" ON "investor_sessions" USING btree ("created_at");
  CREATE INDEX "account_tokens_investor_idx" ON "account_tokens" USING btree ("investor_id");
  CREATE UNIQUE INDEX "account_tokens_token_hash_idx" ON "account_tokens" USING btree ("token_hash");
  CREATE INDEX "account_tokens_updated_at_idx" ON "account_tokens" USING btree ("updated_at");
  CREATE INDEX "account_tokens_created_at_idx" ON "account_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE INDEX "audit_log_investor_idx" ON "audit_log" USING btree ("investor_id");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investors_fk" FOREIGN KEY ("investors_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investor_sessions_fk" FOREIGN KEY ("investor_sessions_id") REFERENCES "public"."investor_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_tokens_fk" FOREIGN KEY ("account_tokens_id") REFERENCES "public"."account_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_investors_fk" FOREIGN KEY ("investors_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_investors_id_idx" ON "payload_locked_documents_rels" USING btree ("investors_id");
  CREATE INDEX "payload_locked_documents_rels_investor_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("investor_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_account_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("account_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_preferences_rels_investors_id_idx" ON "payload_preferences_rels" USING btree ("investors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_security" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investors" CASCADE;
  DROP TABLE "investor_sessions" CASCADE;
  DROP TABLE "account_tokens" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "account_security" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investor_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_investors_fk";
  
  DROP INDEX "payload_locked_documents_rels_investors_id_idx";
  DROP INDEX "payload_locked_documents_rels_investor_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_rate_limits_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP INDEX "payload_preferences_rels_investors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investor_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "investors_id";
  DROP TYPE "public"."enum_investors_account_kind";
  DROP TYPE "public"."enum_investors_locale";
  DROP TYPE "public"."enum_investors_lock_reason";
  DROP TYPE "public"."enum_investor_sessions_transport";
  DROP TYPE "public"."enum_account_tokens_purpose";
  DROP TYPE "public"."enum_email_outbox_status";
  DROP TYPE "public"."enum_audit_log_action";`)
}
