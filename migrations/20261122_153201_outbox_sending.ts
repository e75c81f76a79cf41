import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_email_outbox_status" ADD VALUE 'sending' BEFORE 'sent';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "email_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_email_outbox_status";
  CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('queued', 'sent', 'printed', 'failed');
  ALTER TABLE "email_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_email_outbox_status";
  ALTER TABLE "email_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_email_outbox_status" USING "status"::"public"."enum_email_outbox_status";`)
}
