import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A claimed job's lease (issue 30): its process renews it while the job runs; a job still
// `processing` after it ran out is released. Jobs claimed before have none: the first claim after
// this migration releases them (src/server/jobs/job-lease.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" ADD COLUMN "processing_until" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" DROP COLUMN "processing_until";`)
}
