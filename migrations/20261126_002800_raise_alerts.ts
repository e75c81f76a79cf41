import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "raise_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"investor_id" integer NOT NULL,
  	"project_id" integer NOT NULL,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "raise_alerts_id" integer;
  -- An alert means nothing without its account or project: it goes with them (Payload's default,
  -- set null, would break the not-null columns and keep a removed account's request).
  ALTER TABLE "raise_alerts" ADD CONSTRAINT "raise_alerts_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "raise_alerts" ADD CONSTRAINT "raise_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "raise_alerts_investor_idx" ON "raise_alerts" USING btree ("investor_id");
  CREATE INDEX "raise_alerts_project_idx" ON "raise_alerts" USING btree ("project_id");
  CREATE INDEX "raise_alerts_updated_at_idx" ON "raise_alerts" USING btree ("updated_at");
  CREATE INDEX "raise_alerts_created_at_idx" ON "raise_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "investor_project_idx" ON "raise_alerts" USING btree ("investor_id","project_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_raise_alerts_fk" FOREIGN KEY ("raise_alerts_id") REFERENCES "public"."raise_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_raise_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("raise_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "raise_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "raise_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_raise_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_raise_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "raise_alerts_id";`)
}
