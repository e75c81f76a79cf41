import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."email_outbox_attachment_kind" AS ENUM('payment-request');
  CREATE TYPE "public"."email_outbox_attachment_locale" AS ENUM('he', 'en');
  ALTER TABLE "email_outbox" ADD COLUMN "attachment_kind" "email_outbox_attachment_kind";
  ALTER TABLE "email_outbox" ADD COLUMN "attachment_payment_request_id" integer;
  ALTER TABLE "email_outbox" ADD COLUMN "attachment_locale" "email_outbox_attachment_locale";
  ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_attachment_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("attachment_payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "email_outbox_attachment_attachment_payment_request_idx" ON "email_outbox" USING btree ("attachment_payment_request_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_attachment_payment_request_id_payment_requests_id_fk";
  
  DROP INDEX "email_outbox_attachment_attachment_payment_request_idx";
  ALTER TABLE "email_outbox" DROP COLUMN "attachment_kind";
  ALTER TABLE "email_outbox" DROP COLUMN "attachment_payment_request_id";
  ALTER TABLE "email_outbox" DROP COLUMN "attachment_locale";
  DROP TYPE "public"."email_outbox_attachment_kind";
  DROP TYPE "public"."email_outbox_attachment_locale";`)
}
