import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The operator's legal details under every page's footer (issue 21); empty until staff fill them.
  await db.execute(sql`
   ALTER TABLE "footer" ADD COLUMN "legal_registration_number" varchar;
  ALTER TABLE "footer" ADD COLUMN "legal_licence_number" varchar;
  ALTER TABLE "footer_locales" ADD COLUMN "legal_address" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "footer" DROP COLUMN "legal_registration_number";
  ALTER TABLE "footer" DROP COLUMN "legal_licence_number";
  ALTER TABLE "footer_locales" DROP COLUMN "legal_address";`)
}
