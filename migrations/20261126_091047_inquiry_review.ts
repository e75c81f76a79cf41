import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Staff's decisions on companies' inquiries, and the project an approval makes (one at most per
  // inquiry, held by the database too), tied to the company for its 12-month maximum raise.
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-inquiry.review-started' BEFORE 'company-inquiry-file.opened';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-inquiry.more-info-requested' BEFORE 'company-inquiry-file.opened';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-inquiry.approved' BEFORE 'company-inquiry-file.opened';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'company-inquiry.denied' BEFORE 'company-inquiry-file.opened';
  ALTER TABLE "projects" ADD COLUMN "company_id" integer;
  ALTER TABLE "projects" ADD COLUMN "inquiry_id" integer;
  ALTER TABLE "projects" ADD COLUMN "innovation_or_sme_report" boolean DEFAULT false;
  ALTER TABLE "projects" ADD COLUMN "leading_investor_takes_part" boolean DEFAULT false;
  ALTER TABLE "_projects_v" ADD COLUMN "version_company_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_inquiry_id" integer;
  ALTER TABLE "_projects_v" ADD COLUMN "version_innovation_or_sme_report" boolean DEFAULT false;
  ALTER TABLE "_projects_v" ADD COLUMN "version_leading_investor_takes_part" boolean DEFAULT false;
  ALTER TABLE "company_inquiries" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "company_inquiries" ADD COLUMN "decided_by_id" integer;
  ALTER TABLE "company_inquiries" ADD COLUMN "project_id" integer;
  ALTER TABLE "_company_inquiries_v" ADD COLUMN "version_decided_at" timestamp(3) with time zone;
  ALTER TABLE "_company_inquiries_v" ADD COLUMN "version_decided_by_id" integer;
  ALTER TABLE "_company_inquiries_v" ADD COLUMN "version_project_id" integer;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_investors_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_inquiry_id_company_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."company_inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_company_id_investors_id_fk" FOREIGN KEY ("version_company_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_inquiry_id_company_inquiries_id_fk" FOREIGN KEY ("version_inquiry_id") REFERENCES "public"."company_inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_inquiries" ADD CONSTRAINT "company_inquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v" ADD CONSTRAINT "_company_inquiries_v_version_decided_by_id_users_id_fk" FOREIGN KEY ("version_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_inquiries_v" ADD CONSTRAINT "_company_inquiries_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");
  CREATE INDEX "projects_inquiry_idx" ON "projects" USING btree ("inquiry_id");
  CREATE INDEX "_projects_v_version_version_company_idx" ON "_projects_v" USING btree ("version_company_id");
  CREATE INDEX "_projects_v_version_version_inquiry_idx" ON "_projects_v" USING btree ("version_inquiry_id");
  CREATE INDEX "company_inquiries_decided_by_idx" ON "company_inquiries" USING btree ("decided_by_id");
  CREATE INDEX "company_inquiries_project_idx" ON "company_inquiries" USING btree ("project_id");
  CREATE INDEX "_company_inquiries_v_version_version_decided_by_idx" ON "_company_inquiries_v" USING btree ("version_decided_by_id");
  CREATE INDEX "_company_inquiries_v_version_version_project_idx" ON "_company_inquiries_v" USING btree ("version_project_id");
  CREATE UNIQUE INDEX "projects_one_per_inquiry" ON "projects" USING btree ("inquiry_id") WHERE "inquiry_id" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Entries of the review's actions go first: their action is not a value of the type restored
  // below (a rollback is for development; production rolls forward).
  await db.execute(sql`
   DROP INDEX "projects_one_per_inquiry";
  DELETE FROM "audit_log" WHERE "action" IN ('company-inquiry.review-started', 'company-inquiry.more-info-requested', 'company-inquiry.approved', 'company-inquiry.denied');
   ALTER TABLE "projects" DROP CONSTRAINT "projects_company_id_investors_id_fk";
  ALTER TABLE "projects" DROP CONSTRAINT "projects_inquiry_id_company_inquiries_id_fk";
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_company_id_investors_id_fk";
  ALTER TABLE "_projects_v" DROP CONSTRAINT "_projects_v_version_inquiry_id_company_inquiries_id_fk";
  ALTER TABLE "company_inquiries" DROP CONSTRAINT "company_inquiries_decided_by_id_users_id_fk";
  ALTER TABLE "company_inquiries" DROP CONSTRAINT "company_inquiries_project_id_projects_id_fk";
  ALTER TABLE "_company_inquiries_v" DROP CONSTRAINT "_company_inquiries_v_version_decided_by_id_users_id_fk";
  ALTER TABLE "_company_inquiries_v" DROP CONSTRAINT "_company_inquiries_v_version_project_id_projects_id_fk";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent', 'project.status-changed', 'raise.minimum-reached', 'investment.charge-sent', 'investment.charged', 'investment.charged-after-end', 'investment.charge-needs-investor', 'investment.charge-declined', 'investment.failed', 'investment.transfer-received', 'investment.transfer-cancelled', 'investment.card-released', 'investment.refund-due', 'investment.refunded', 'investment.approved', 'company-inquiry.submitted', 'company-inquiry-file.opened');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "projects_company_idx";
  DROP INDEX "projects_inquiry_idx";
  DROP INDEX "_projects_v_version_version_company_idx";
  DROP INDEX "_projects_v_version_version_inquiry_idx";
  DROP INDEX "company_inquiries_decided_by_idx";
  DROP INDEX "company_inquiries_project_idx";
  DROP INDEX "_company_inquiries_v_version_version_decided_by_idx";
  DROP INDEX "_company_inquiries_v_version_version_project_idx";
  ALTER TABLE "projects" DROP COLUMN "company_id";
  ALTER TABLE "projects" DROP COLUMN "inquiry_id";
  ALTER TABLE "projects" DROP COLUMN "innovation_or_sme_report";
  ALTER TABLE "projects" DROP COLUMN "leading_investor_takes_part";
  ALTER TABLE "_projects_v" DROP COLUMN "version_company_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_inquiry_id";
  ALTER TABLE "_projects_v" DROP COLUMN "version_innovation_or_sme_report";
  ALTER TABLE "_projects_v" DROP COLUMN "version_leading_investor_takes_part";
  ALTER TABLE "company_inquiries" DROP COLUMN "decided_at";
  ALTER TABLE "company_inquiries" DROP COLUMN "decided_by_id";
  ALTER TABLE "company_inquiries" DROP COLUMN "project_id";
  ALTER TABLE "_company_inquiries_v" DROP COLUMN "version_decided_at";
  ALTER TABLE "_company_inquiries_v" DROP COLUMN "version_decided_by_id";
  ALTER TABLE "_company_inquiries_v" DROP COLUMN "version_project_id";`)
}
