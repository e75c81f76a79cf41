import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_otp_challenges_method" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_sms_outbox_purpose" AS ENUM('otp');
  CREATE TYPE "public"."enum_sms_outbox_status" AS ENUM('sent', 'printed', 'failed');
  CREATE TYPE "public"."enum_account_security_otp_default_method" AS ENUM('sms', 'email');
  ALTER TYPE "public"."enum_account_tokens_purpose" ADD VALUE 'verify-phone';
  CREATE TABLE "otp_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"challenge_id" varchar NOT NULL,
  	"investor_id" integer NOT NULL,
  	"method" "enum_otp_challenges_method" NOT NULL,
  	"destination" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"guesses" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"purpose" "enum_sms_outbox_purpose" NOT NULL,
  	"text" varchar,
  	"status" "enum_sms_outbox_status" NOT NULL,
  	"gateway" varchar,
  	"gateway_message_id" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "investors" ADD COLUMN "code_verified_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "otp_challenges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_outbox_id" integer;
  ALTER TABLE "account_security" ADD COLUMN "otp_default_method" "enum_account_security_otp_default_method" DEFAULT 'sms' NOT NULL;
  ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "otp_challenges_challenge_id_idx" ON "otp_challenges" USING btree ("challenge_id");
  CREATE INDEX "otp_challenges_investor_idx" ON "otp_challenges" USING btree ("investor_id");
  CREATE INDEX "otp_challenges_destination_idx" ON "otp_challenges" USING btree ("destination");
  CREATE INDEX "otp_challenges_updated_at_idx" ON "otp_challenges" USING btree ("updated_at");
  CREATE INDEX "otp_challenges_created_at_idx" ON "otp_challenges" USING btree ("created_at");
  CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status");
  CREATE INDEX "sms_outbox_updated_at_idx" ON "sms_outbox" USING btree ("updated_at");
  CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_otp_challenges_fk" FOREIGN KEY ("otp_challenges_id") REFERENCES "public"."otp_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_otp_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("otp_challenges_id");
  CREATE INDEX "payload_locked_documents_rels_sms_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "otp_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "otp_challenges" CASCADE;
  DROP TABLE "sms_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_otp_challenges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk";
  
  ALTER TABLE "account_tokens" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_account_tokens_purpose";
  CREATE TYPE "public"."enum_account_tokens_purpose" AS ENUM('activate', 'reset-password', 'change-email');
  ALTER TABLE "account_tokens" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_account_tokens_purpose" USING "purpose"::"public"."enum_account_tokens_purpose";
  DROP INDEX "payload_locked_documents_rels_otp_challenges_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_outbox_id_idx";
  ALTER TABLE "investors" DROP COLUMN "code_verified_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "otp_challenges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_outbox_id";
  ALTER TABLE "account_security" DROP COLUMN "otp_default_method";
  DROP TYPE "public"."enum_otp_challenges_method";
  DROP TYPE "public"."enum_sms_outbox_purpose";
  DROP TYPE "public"."enum_sms_outbox_status";
  DROP TYPE "public"."enum_account_security_otp_default_method";`)
}
