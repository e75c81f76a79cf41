import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."investment_status" AS ENUM('pending', 'active', 'approved', 'cancelled', 'failed', 'refunded');
  CREATE TYPE "public"."investment_method" AS ENUM('bank_transfer', 'card');
  CREATE TYPE "public"."investment_payment_state" AS ENUM('awaiting_transfer', 'awaiting_card', 'card_saved', 'card_refused', 'paid', 'refunded');
  CREATE TYPE "public"."enum_investments_currency" AS ENUM('ILS', 'USD');
  CREATE TYPE "public"."enum_investments_locale" AS ENUM('he', 'en');
  CREATE TYPE "public"."enum_payment_requests_currency" AS ENUM('ILS', 'USD');
  CREATE TYPE "public"."payment_request_status" AS ENUM('open', 'paid', 'void');
  CREATE TYPE "public"."enum_raise_totals_currency" AS ENUM('ILS', 'USD');
  CREATE TYPE "public"."enum_fx_rates_currency" AS ENUM('USD');
  CREATE TABLE "investments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric NOT NULL,
  	"reference" varchar NOT NULL,
  	"investor_id" integer NOT NULL,
  	"project_id" integer NOT NULL,
  	"status" "investment_status" DEFAULT 'pending' NOT NULL,
  	"method" "investment_method" NOT NULL,
  	"payment_state" "investment_payment_state" NOT NULL,
  	"currency" "enum_investments_currency" NOT NULL,
  	"amount" numeric NOT NULL,
  	"fee" numeric DEFAULT 0,
  	"unit_price" numeric NOT NULL,
  	"units" numeric NOT NULL,
  	"share_package" varchar,
  	"amount_ils" numeric NOT NULL,
  	"fx_rate" varchar,
  	"investor_snapshot_investor_type" varchar,
  	"investor_snapshot_income_bracket" varchar,
  	"investor_snapshot_accountant_confirmation" boolean,
  	"investor_snapshot_kyc_status" varchar,
  	"investor_snapshot_limits_effective_from" varchar,
  	"investor_snapshot_allowance_before" numeric,
  	"confirmations_within_limit" boolean,
  	"confirmations_documents_read" boolean,
  	"confirmations_risk_warning" boolean,
  	"confirmations_risk_acknowledged" boolean,
  	"confirmations_confirmed_at" timestamp(3) with time zone,
  	"confirmations_ip" varchar,
  	"confirmations_user_agent" varchar,
  	"confirmations_documents" jsonb,
  	"confirmations_questionnaire_version" numeric,
  	"confirmations_suitability" varchar,
  	"card_setup_session_id" varchar,
  	"card_payment_method_id" varchar,
  	"card_brand" varchar,
  	"card_last4" varchar,
  	"card_saved_at" timestamp(3) with time zone,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"rb_transaction_id" varchar,
  	"idempotency_key" varchar,
  	"locale" "enum_investments_locale" DEFAULT 'he' NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"investment_id" integer NOT NULL,
  	"investor_id" integer NOT NULL,
  	"reference" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_payment_requests_currency" NOT NULL,
  	"status" "payment_request_status" DEFAULT 'open' NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "raise_totals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"currency" "enum_raise_totals_currency" NOT NULL,
  	"raised" numeric DEFAULT 0 NOT NULL,
  	"maximum" numeric NOT NULL,
  	"investor_count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gateway" varchar NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"investment_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fx_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"currency" "enum_fx_rates_currency" DEFAULT 'USD' NOT NULL,
  	"ils_per_unit" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bank_bank_number" varchar NOT NULL,
  	"bank_branch_number" varchar NOT NULL,
  	"bank_account_number" varchar NOT NULL,
  	"transfer_days" numeric DEFAULT 5 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payment_settings_locales" (
  	"bank_bank_name" varchar NOT NULL,
  	"bank_beneficiary" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_payment_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_bank_bank_number" varchar NOT NULL,
  	"version_bank_branch_number" varchar NOT NULL,
  	"version_bank_account_number" varchar NOT NULL,
  	"version_transfer_days" numeric DEFAULT 5 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_payment_settings_v_locales" (
  	"version_bank_bank_name" varchar NOT NULL,
  	"version_bank_beneficiary" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "investor_profiles" ADD COLUMN "card_customer_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "raise_totals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fx_rates_id" integer;
  ALTER TABLE "legal_limits_periods" ADD COLUMN "angel_max_offerees" numeric DEFAULT 35 NOT NULL;
  ALTER TABLE "legal_limits_periods" ADD COLUMN "angel_minimum_investment_usd" numeric DEFAULT 15000 NOT NULL;
  ALTER TABLE "legal_limits_periods" ADD COLUMN "card_fee_percent" numeric DEFAULT 2.5 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "angel_max_offerees" numeric DEFAULT 35 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "angel_minimum_investment_usd" numeric DEFAULT 15000 NOT NULL;
  ALTER TABLE "_legal_limits_v_version_periods" ADD COLUMN "card_fee_percent" numeric DEFAULT 2.5 NOT NULL;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "raise_totals" ADD CONSTRAINT "raise_totals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_settings_locales" ADD CONSTRAINT "payment_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payment_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_payment_settings_v_locales" ADD CONSTRAINT "_payment_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_payment_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "investments_number_idx" ON "investments" USING btree ("number");
  CREATE UNIQUE INDEX "investments_reference_idx" ON "investments" USING btree ("reference");
  CREATE INDEX "investments_investor_idx" ON "investments" USING btree ("investor_id");
  CREATE INDEX "investments_project_idx" ON "investments" USING btree ("project_id");
  CREATE INDEX "investments_status_idx" ON "investments" USING btree ("status");
  CREATE INDEX "investments_card_card_setup_session_id_idx" ON "investments" USING btree ("card_setup_session_id");
  CREATE INDEX "investments_updated_at_idx" ON "investments" USING btree ("updated_at");
  CREATE INDEX "investments_created_at_idx" ON "investments" USING btree ("created_at");
  CREATE UNIQUE INDEX "investor_idempotencyKey_idx" ON "investments" USING btree ("investor_id","idempotency_key");
  CREATE UNIQUE INDEX "payment_requests_number_idx" ON "payment_requests" USING btree ("number");
  CREATE INDEX "payment_requests_investment_idx" ON "payment_requests" USING btree ("investment_id");
  CREATE INDEX "payment_requests_investor_idx" ON "payment_requests" USING btree ("investor_id");
  CREATE INDEX "payment_requests_updated_at_idx" ON "payment_requests" USING btree ("updated_at");
  CREATE INDEX "payment_requests_created_at_idx" ON "payment_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "raise_totals_project_idx" ON "raise_totals" USING btree ("project_id");
  CREATE INDEX "raise_totals_updated_at_idx" ON "raise_totals" USING btree ("updated_at");
  CREATE INDEX "raise_totals_created_at_idx" ON "raise_totals" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_investment_idx" ON "payment_events" USING btree ("investment_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE INDEX "fx_rates_date_idx" ON "fx_rates" USING btree ("date");
  CREATE INDEX "fx_rates_updated_at_idx" ON "fx_rates" USING btree ("updated_at");
  CREATE INDEX "fx_rates_created_at_idx" ON "fx_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "date_currency_idx" ON "fx_rates" USING btree ("date","currency");
  CREATE UNIQUE INDEX "payment_settings_locales_locale_parent_id_unique" ON "payment_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_payment_settings_v_created_at_idx" ON "_payment_settings_v" USING btree ("created_at");
  CREATE INDEX "_payment_settings_v_updated_at_idx" ON "_payment_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_payment_settings_v_locales_locale_parent_id_unique" ON "_payment_settings_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investments_fk" FOREIGN KEY ("investments_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_requests_fk" FOREIGN KEY ("payment_requests_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_raise_totals_fk" FOREIGN KEY ("raise_totals_id") REFERENCES "public"."raise_totals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fx_rates_fk" FOREIGN KEY ("fx_rates_id") REFERENCES "public"."fx_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "investor_profiles_card_customer_id_idx" ON "investor_profiles" USING btree ("card_customer_id");
  CREATE INDEX "payload_locked_documents_rels_investments_id_idx" ON "payload_locked_documents_rels" USING btree ("investments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_requests_id");
  CREATE INDEX "payload_locked_documents_rels_raise_totals_id_idx" ON "payload_locked_documents_rels" USING btree ("raise_totals_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_fx_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("fx_rates_id");
  ALTER TABLE "projects" DROP COLUMN "raised_amount";
  ALTER TABLE "projects" DROP COLUMN "investor_count";
  ALTER TABLE "_projects_v" DROP COLUMN "version_raised_amount";
  ALTER TABLE "_projects_v" DROP COLUMN "version_investor_count";`)

  // Written by hand: the ledger's last line of defence, below every check the operations make.
  await db.execute(sql`
  CREATE SEQUENCE "investment_number_seq" START WITH 100001;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_amount_positive" CHECK ("amount" > 0 AND "amount" = trunc("amount"));
  ALTER TABLE "investments" ADD CONSTRAINT "investments_amount_ils_positive" CHECK ("amount_ils" > 0 AND "amount_ils" = trunc("amount_ils"));
  ALTER TABLE "investments" ADD CONSTRAINT "investments_units_positive" CHECK ("units" >= 1 AND "units" = trunc("units"));
  ALTER TABLE "investments" ADD CONSTRAINT "investments_unit_price_positive" CHECK ("unit_price" > 0);
  ALTER TABLE "investments" ADD CONSTRAINT "investments_fee_not_negative" CHECK ("fee" IS NULL OR "fee" >= 0);
  ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_amount_positive" CHECK ("amount" > 0);
  ALTER TABLE "raise_totals" ADD CONSTRAINT "raise_totals_within_maximum" CHECK ("raised" >= 0 AND "raised" <= "maximum");
  ALTER TABLE "raise_totals" ADD CONSTRAINT "raise_totals_investor_count_not_negative" CHECK ("investor_count" >= 0);
  CREATE FUNCTION "investments_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'investments are never deleted: cancel or refund them';
  END $$;
  CREATE TRIGGER "investments_no_delete" BEFORE DELETE ON "investments"
    FOR EACH ROW EXECUTE FUNCTION "investments_refuse_delete"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "investments_no_delete" ON "investments";
  DROP FUNCTION IF EXISTS "investments_refuse_delete"();
  DROP SEQUENCE IF EXISTS "investment_number_seq";`)
  await db.execute(sql`
   ALTER TABLE "investments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "raise_totals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fx_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_payment_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_payment_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investments" CASCADE;
  DROP TABLE "payment_requests" CASCADE;
  DROP TABLE "raise_totals" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "fx_rates" CASCADE;
  DROP TABLE "payment_settings" CASCADE;
  DROP TABLE "payment_settings_locales" CASCADE;
  DROP TABLE "_payment_settings_v" CASCADE;
  DROP TABLE "_payment_settings_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_raise_totals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fx_rates_fk";
  
  DROP INDEX "investor_profiles_card_customer_id_idx";
  DROP INDEX "payload_locked_documents_rels_investments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_raise_totals_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_fx_rates_id_idx";
  ALTER TABLE "projects" ADD COLUMN "raised_amount" numeric DEFAULT 0;
  ALTER TABLE "projects" ADD COLUMN "investor_count" numeric DEFAULT 0;
  ALTER TABLE "_projects_v" ADD COLUMN "version_raised_amount" numeric DEFAULT 0;
  ALTER TABLE "_projects_v" ADD COLUMN "version_investor_count" numeric DEFAULT 0;
  ALTER TABLE "investor_profiles" DROP COLUMN "card_customer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "raise_totals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fx_rates_id";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "angel_max_offerees";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "angel_minimum_investment_usd";
  ALTER TABLE "legal_limits_periods" DROP COLUMN "card_fee_percent";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "angel_max_offerees";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "angel_minimum_investment_usd";
  ALTER TABLE "_legal_limits_v_version_periods" DROP COLUMN "card_fee_percent";
  DROP TYPE "public"."investment_status";
  DROP TYPE "public"."investment_method";
  DROP TYPE "public"."investment_payment_state";
  DROP TYPE "public"."enum_investments_currency";
  DROP TYPE "public"."enum_investments_locale";
  DROP TYPE "public"."enum_payment_requests_currency";
  DROP TYPE "public"."payment_request_status";
  DROP TYPE "public"."enum_raise_totals_currency";
  DROP TYPE "public"."enum_fx_rates_currency";`)
}
