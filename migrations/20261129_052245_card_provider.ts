import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investments_card_provider" AS ENUM('stripe', 'cardcom');
  ALTER TABLE "investments" ADD COLUMN "card_provider" "enum_investments_card_provider";`)
  // Every card pledge so far was made through Stripe, the only provider until now: its charges and
  // refunds stay there whichever provider new cards go to.
  await db.execute(sql`UPDATE "investments" SET "card_provider" = 'stripe' WHERE "method" = 'card'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investments" DROP COLUMN "card_provider";
  DROP TYPE "public"."enum_investments_card_provider";`)
}
