import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."investment_payment_state" ADD VALUE 'charging' BEFORE 'paid';
  ALTER TYPE "public"."investment_payment_state" ADD VALUE 'action_required' BEFORE 'paid';
  ALTER TYPE "public"."investment_payment_state" ADD VALUE 'charge_declined' BEFORE 'paid';
  ALTER TYPE "public"."investment_payment_state" ADD VALUE 'card_released' BEFORE 'paid';
  ALTER TYPE "public"."investment_payment_state" ADD VALUE 'refund_due' BEFORE 'refunded';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'project.status-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'raise.minimum-reached';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.charge-sent';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.charged';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.charged-after-end';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.charge-needs-investor';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.charge-declined';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.failed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.transfer-received';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.transfer-cancelled';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.card-released';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.refund-due';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.refunded';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'investment.approved';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'settleRaises' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'settleRaises' BEFORE 'schedulePublish';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "projects" ADD COLUMN "securities_issued_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "extension_end_date" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "version_securities_issued_at" timestamp(3) with time zone;
  ALTER TABLE "_projects_v" ADD COLUMN "version_extension_end_date" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "charge_charge_id" varchar;
  ALTER TABLE "investments" ADD COLUMN "charge_attempts" numeric DEFAULT 0;
  ALTER TABLE "investments" ADD COLUMN "charge_decline_code" varchar;
  ALTER TABLE "investments" ADD COLUMN "charge_last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "charge_retry_until" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "transfer_received_amount" numeric;
  ALTER TABLE "investments" ADD COLUMN "transfer_received_on" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "transfer_recorded_by_id" integer;
  ALTER TABLE "investments" ADD COLUMN "refund_amount" numeric;
  ALTER TABLE "investments" ADD COLUMN "refund_refunded_on" timestamp(3) with time zone;
  ALTER TABLE "investments" ADD COLUMN "refund_reference" varchar;
  ALTER TABLE "investments" ADD COLUMN "refund_recorded_by_id" integer;
  ALTER TABLE "raise_totals" ADD COLUMN "minimum_reached_at" timestamp(3) with time zone;
  ALTER TABLE "raise_totals" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "audit_log" ADD COLUMN "project_id" integer;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payment_settings" ADD COLUMN "settlement_cancellation_window_hours" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "payment_settings" ADD COLUMN "settlement_card_retry_days" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "payment_settings" ADD COLUMN "settlement_transfer_grace_days" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "_payment_settings_v" ADD COLUMN "version_settlement_cancellation_window_hours" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "_payment_settings_v" ADD COLUMN "version_settlement_card_retry_days" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "_payment_settings_v" ADD COLUMN "version_settlement_transfer_grace_days" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_transfer_recorded_by_id_users_id_fk" FOREIGN KEY ("transfer_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investments" ADD CONSTRAINT "investments_refund_recorded_by_id_users_id_fk" FOREIGN KEY ("refund_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investments_charge_charge_charge_id_idx" ON "investments" USING btree ("charge_charge_id");
  CREATE INDEX "investments_transfer_transfer_recorded_by_idx" ON "investments" USING btree ("transfer_recorded_by_id");
  CREATE INDEX "investments_refund_refund_recorded_by_idx" ON "investments" USING btree ("refund_recorded_by_id");
  CREATE INDEX "audit_log_project_idx" ON "audit_log" USING btree ("project_id");`)
  // The audit log stays append-only; the one update allowed is what a removed row's foreign key
  // does, now a project's too (an application denied and deleted keeps its history).
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE'
       AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
       AND (NEW.investor_id IS NULL OR NEW.investor_id = OLD.investor_id)
       AND (NEW.project_id IS NULL OR NEW.project_id = OLD.project_id)
       AND (to_jsonb(NEW) - 'actor_id' - 'investor_id' - 'project_id')
         = (to_jsonb(OLD) - 'actor_id' - 'investor_id' - 'project_id') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE'
       AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
       AND (NEW.investor_id IS NULL OR NEW.investor_id = OLD.investor_id)
       AND (to_jsonb(NEW) - 'actor_id' - 'investor_id') = (to_jsonb(OLD) - 'actor_id' - 'investor_id') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END $$;`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "investments" DROP CONSTRAINT "investments_transfer_recorded_by_id_users_id_fk";
  
  ALTER TABLE "investments" DROP CONSTRAINT "investments_refund_recorded_by_id_users_id_fk";
  
  ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_project_id_projects_id_fk";
  
  ALTER TABLE "investments" ALTER COLUMN "payment_state" SET DATA TYPE text;
  DROP TYPE "public"."investment_payment_state";
  CREATE TYPE "public"."investment_payment_state" AS ENUM('awaiting_transfer', 'awaiting_card', 'card_saved', 'card_refused', 'paid', 'refunded');
  ALTER TABLE "investments" ALTER COLUMN "payment_state" SET DATA TYPE "public"."investment_payment_state" USING "payment_state"::"public"."investment_payment_state";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('investor.unlocked', 'investor.locked', 'email-outbox.opened', 'identity.opened', 'investor-document.opened', 'identity.changed', 'kyc.submitted', 'kyc.approved', 'kyc.rejected', 'kyc.more-info-requested', 'investor-type.verified', 'investor-type.rejected', 'leader-request.submitted', 'leader-request.approved', 'leader-request.rejected', 'suitability.answered', 'investor.exported', 'investment.created', 'investment.changed', 'investment.cancelled', 'investment.card-saved', 'investment.card-refused', 'payment-request.sent');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "investments_charge_charge_charge_id_idx";
  DROP INDEX "investments_transfer_transfer_recorded_by_idx";
  DROP INDEX "investments_refund_refund_recorded_by_idx";
  DROP INDEX "audit_log_project_idx";
  ALTER TABLE "projects" DROP COLUMN "securities_issued_at";
  ALTER TABLE "projects" DROP COLUMN "extension_end_date";
  ALTER TABLE "_projects_v" DROP COLUMN "version_securities_issued_at";
  ALTER TABLE "_projects_v" DROP COLUMN "version_extension_end_date";
  ALTER TABLE "investments" DROP COLUMN "paid_at";
  ALTER TABLE "investments" DROP COLUMN "charge_charge_id";
  ALTER TABLE "investments" DROP COLUMN "charge_attempts";
  ALTER TABLE "investments" DROP COLUMN "charge_decline_code";
  ALTER TABLE "investments" DROP COLUMN "charge_last_attempt_at";
  ALTER TABLE "investments" DROP COLUMN "charge_retry_until";
  ALTER TABLE "investments" DROP COLUMN "transfer_received_amount";
  ALTER TABLE "investments" DROP COLUMN "transfer_received_on";
  ALTER TABLE "investments" DROP COLUMN "transfer_recorded_by_id";
  ALTER TABLE "investments" DROP COLUMN "refund_amount";
  ALTER TABLE "investments" DROP COLUMN "refund_refunded_on";
  ALTER TABLE "investments" DROP COLUMN "refund_reference";
  ALTER TABLE "investments" DROP COLUMN "refund_recorded_by_id";
  ALTER TABLE "raise_totals" DROP COLUMN "minimum_reached_at";
  ALTER TABLE "raise_totals" DROP COLUMN "closed_at";
  ALTER TABLE "audit_log" DROP COLUMN "project_id";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payment_settings" DROP COLUMN "settlement_cancellation_window_hours";
  ALTER TABLE "payment_settings" DROP COLUMN "settlement_card_retry_days";
  ALTER TABLE "payment_settings" DROP COLUMN "settlement_transfer_grace_days";
  ALTER TABLE "_payment_settings_v" DROP COLUMN "version_settlement_cancellation_window_hours";
  ALTER TABLE "_payment_settings_v" DROP COLUMN "version_settlement_card_retry_days";
  ALTER TABLE "_payment_settings_v" DROP COLUMN "version_settlement_transfer_grace_days";`)
}
