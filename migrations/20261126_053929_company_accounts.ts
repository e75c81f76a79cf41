import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A company account's name and registrar number; the number is stored as its 9 digits, which
  // the database holds it to as well (the check digit is the registration's to verify). The
  // maximum raise per company (NIS 4M, +1M, +1M, at most 6M) goes into every existing period of
  // the Legal limits for compliance to confirm.
  await db.execute(sql`
   ALTER TABLE "investors" ADD COLUMN "company_name" varchar;
  ALTER TABLE "investors" ADD COLUMN "company_number" varchar;
  ALTER TABLE "investors" ADD CONSTRAINT "investors_company_number_digits" CHECK ("company_number" IS NULL OR "company_number" ~ '^5[0-9]{8}$');
  ALTER TABLE "legal_limits_periods" ADD COLUMN "company_raise_base_maximum" numeric DEFAULT 4000000 NOT NULL;
  ALTER TABLE "legal_limits_periods" ADD COLUMN "company_raise_innovation_report_addition" numeric DEFAULT 1000000 NOT NULL;
  ALTER TABLE "legal_limits_periods" ADD COLUMN "company_raise_leading_investor_addition" numeric DEFAULT 1000000 NOT NULL;
  ALTER TABLE "legal_limits_periods" ADD COLUMN "company_raise_ceiling" numeric DEFAULT 6000000 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "company_raise_base_maximum" numeric DEFAULT 4000000 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "company_raise_innovation_report_addition" numeric DEFAULT 1000000 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "company_raise_leading_investor_addition" numeric DEFAULT 1000000 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "company_raise_ceiling" numeric DEFAULT 6000000 NOT NULL;
  CREATE INDEX "investors_company_number_idx" ON "investors" USING btree ("company_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "investors_company_number_idx";
  ALTER TABLE "investors" DROP CONSTRAINT "investors_company_number_digits";
  ALTER TABLE "investors" DROP COLUMN "company_name";
  ALTER TABLE "investors" DROP COLUMN "company_number";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "company_raise_base_maximum";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "company_raise_innovation_report_addition";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "company_raise_leading_investor_addition";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "company_raise_ceiling";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "company_raise_base_maximum";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "company_raise_innovation_report_addition";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "company_raise_leading_investor_addition";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "company_raise_ceiling";`)
}
