import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Issue 30: the open card page answered again to a replayed submission, and the digest of what a
  // submission asked for (the same Idempotency-Key with another body is refused).
  await db.execute(sql`
   ALTER TABLE "investments" ADD COLUMN "card_setup_session_url" varchar;
  ALTER TABLE "investments" ADD COLUMN "card_setup_session_expires_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "request_digest" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investments" DROP COLUMN "card_setup_session_url";
  ALTER TABLE "investments" DROP COLUMN "card_setup_session_expires_at";
  ALTER TABLE "investments" DROP COLUMN "request_digest";`)
}
