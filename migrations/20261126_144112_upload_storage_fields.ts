import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The storage plugin's fields (issue 19: uploads in an S3 bucket when configured), in the schema
  // whether or not a bucket is: each file's folder (its collection's, also on the disk) and key.
  await db.execute(sql`
   ALTER TABLE "project_documents" ADD COLUMN "prefix" varchar DEFAULT 'media-private/project-documents';
  ALTER TABLE "project_documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media/public';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "investor_documents" ADD COLUMN "prefix" varchar DEFAULT 'media-private/investor-documents';
  ALTER TABLE "investor_documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "company_inquiry_files" ADD COLUMN "prefix" varchar DEFAULT 'media-private/company-inquiry-files';
  ALTER TABLE "company_inquiry_files" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_documents" DROP COLUMN "prefix";
  ALTER TABLE "project_documents" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "investor_documents" DROP COLUMN "prefix";
  ALTER TABLE "investor_documents" DROP COLUMN "_objectkey";
  ALTER TABLE "company_inquiry_files" DROP COLUMN "prefix";
  ALTER TABLE "company_inquiry_files" DROP COLUMN "_objectkey";`)
}
