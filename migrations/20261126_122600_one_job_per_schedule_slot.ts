import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Every instance runs the scheduler (issue 19). Payload queues a scheduled job after counting
// none waiting, so two instances scheduling at once both queued one for the same slot; the
// database now keeps the first and refuses the second (Payload then skips it, as it should).
// Duplicates from before are dropped first, keeping the oldest of each slot.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" AS later USING "payload_jobs" AS earlier
    WHERE later."id" > earlier."id"
      AND later."task_slug" = earlier."task_slug"
      AND later."queue" = earlier."queue"
      AND later."wait_until" = earlier."wait_until"
      AND later."meta"->>'scheduled' = 'true'
      AND earlier."meta"->>'scheduled' = 'true';
  CREATE UNIQUE INDEX "payload_jobs_one_per_schedule_slot"
    ON "payload_jobs" ("task_slug", "queue", "wait_until")
    WHERE "meta"->>'scheduled' = 'true';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "payload_jobs_one_per_schedule_slot";`)
}
