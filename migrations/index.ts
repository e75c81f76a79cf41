import * as migration_20261122_113504_initial from './20261122_113504_initial';
import * as migration_20261122_120926_page_blocks from './20261122_120926_page_blocks';
import * as migration_20261122_144609_investor_accounts from './20261122_144609_investor_accounts';
import * as migration_20261122_153201_outbox_sending from './20261122_153201_outbox_sending';
import * as migration_20261122_184624_otp_challenges from './20261122_184624_otp_challenges';
import * as migration_20261122_205031_social_sign_in_and_links from './20261122_205031_social_sign_in_and_links';
import * as migration_20261122_235001_public_content from './20261122_235001_public_content';
import * as migration_20261124_224346_staff_two_factor from './20261124_224346_staff_two_factor';
import * as migration_20261124_225243_audit_outbox_opened from './20261124_225243_audit_outbox_opened';
import * as migration_20261125_011808_identity_check from './20261125_011808_identity_check';
import * as migration_20261125_013020_questionnaire_leader_requests from './20261125_013020_questionnaire_leader_requests';
import * as migration_20261125_034801_investments from './20261125_034801_investments';
import * as migration_20261125_035241_investment_audit from './20261125_035241_investment_audit';
import * as migration_20261125_035907_outbox_attachments from './20261125_035907_outbox_attachments';
import * as migration_20261125_223419_raise_settlement from './20261125_223419_raise_settlement';
import * as migration_20261126_002800_raise_alerts from './20261126_002800_raise_alerts';
import * as migration_20261126_053236_deliver_emails_job from './20261126_053236_deliver_emails_job';
import * as migration_20261126_053929_company_accounts from './20261126_053929_company_accounts';
import * as migration_20261126_054246_company_inquiries from './20261126_054246_company_inquiries';
import * as migration_20261126_091047_inquiry_review from './20261126_091047_inquiry_review';
import * as migration_20261126_120230_company_updates from './20261126_120230_company_updates';
import * as migration_20261126_122600_one_job_per_schedule_slot from './20261126_122600_one_job_per_schedule_slot';
import * as migration_20261126_124757_legal_footer from './20261126_124757_legal_footer';
import * as migration_20261126_144038_media_credit from './20261126_144038_media_credit';
import * as migration_20261126_144112_upload_storage_fields from './20261126_144112_upload_storage_fields';
import * as migration_20261127_114646_investment_request_digest_card_page from './20261127_114646_investment_request_digest_card_page';
import * as migration_20261127_114700_card_refund_attempts from './20261127_114700_card_refund_attempts';
import * as migration_20261127_114801_job_lease from './20261127_114801_job_lease';
import * as migration_20261127_121012_ledger_drifts from './20261127_121012_ledger_drifts';
import * as migration_20261128_210351_investor_two_factor from './20261128_210351_investor_two_factor';
import * as migration_20261128_211151_staff_setup_links from './20261128_211151_staff_setup_links';
import * as migration_20261129_052245_card_provider from './20261129_052245_card_provider';

export const migrations = [
  {
    up: migration_20261122_113504_initial.up,
    down: migration_20261122_113504_initial.down,
    name: '20261122_113504_initial',
  },
  {
    up: migration_20261122_120926_page_blocks.up,
    down: migration_20261122_120926_page_blocks.down,
    name: '20261122_120926_page_blocks',
  },
  {
    up: migration_20261122_144609_investor_accounts.up,
    down: migration_20261122_144609_investor_accounts.down,
    name: '20261122_144609_investor_accounts',
  },
  {
    up: migration_20261122_153201_outbox_sending.up,
    down: migration_20261122_153201_outbox_sending.down,
    name: '20261122_153201_outbox_sending',
  },
  {
    up: migration_20261122_184624_otp_challenges.up,
    down: migration_20261122_184624_otp_challenges.down,
    name: '20261122_184624_otp_challenges',
  },
  {
    up: migration_20261122_205031_social_sign_in_and_links.up,
    down: migration_20261122_205031_social_sign_in_and_links.down,
    name: '20261122_205031_social_sign_in_and_links',
  },
  {
    up: migration_20261122_235001_public_content.up,
    down: migration_20261122_235001_public_content.down,
    name: '20261122_235001_public_content',
  },
  {
    up: migration_20261124_224346_staff_two_factor.up,
    down: migration_20261124_224346_staff_two_factor.down,
    name: '20261124_224346_staff_two_factor',
  },
  {
    up: migration_20261124_225243_audit_outbox_opened.up,
    down: migration_20261124_225243_audit_outbox_opened.down,
    name: '20261124_225243_audit_outbox_opened',
  },
  {
    up: migration_20261125_011808_identity_check.up,
    down: migration_20261125_011808_identity_check.down,
    name: '20261125_011808_identity_check',
  },
  {
    up: migration_20261125_013020_questionnaire_leader_requests.up,
    down: migration_20261125_013020_questionnaire_leader_requests.down,
    name: '20261125_013020_questionnaire_leader_requests',
  },
  {
    up: migration_20261125_034801_investments.up,
    down: migration_20261125_034801_investments.down,
    name: '20261125_034801_investments',
  },
  {
    up: migration_20261125_035241_investment_audit.up,
    down: migration_20261125_035241_investment_audit.down,
    name: '20261125_035241_investment_audit',
  },
  {
    up: migration_20261125_035907_outbox_attachments.up,
    down: migration_20261125_035907_outbox_attachments.down,
    name: '20261125_035907_outbox_attachments',
  },
  {
    up: migration_20261125_223419_raise_settlement.up,
    down: migration_20261125_223419_raise_settlement.down,
    name: '20261125_223419_raise_settlement',
  },
  {
    up: migration_20261126_002800_raise_alerts.up,
    down: migration_20261126_002800_raise_alerts.down,
    name: '20261126_002800_raise_alerts',
  },
  {
    up: migration_20261126_053236_deliver_emails_job.up,
    down: migration_20261126_053236_deliver_emails_job.down,
    name: '20261126_053236_deliver_emails_job',
  },
  {
    up: migration_20261126_053929_company_accounts.up,
    down: migration_20261126_053929_company_accounts.down,
    name: '20261126_053929_company_accounts',
  },
  {
    up: migration_20261126_054246_company_inquiries.up,
    down: migration_20261126_054246_company_inquiries.down,
    name: '20261126_054246_company_inquiries',
  },
  {
    up: migration_20261126_091047_inquiry_review.up,
    down: migration_20261126_091047_inquiry_review.down,
    name: '20261126_091047_inquiry_review',
  },
  {
    up: migration_20261126_120230_company_updates.up,
    down: migration_20261126_120230_company_updates.down,
    name: '20261126_120230_company_updates',
  },
  {
    up: migration_20261126_122600_one_job_per_schedule_slot.up,
    down: migration_20261126_122600_one_job_per_schedule_slot.down,
    name: '20261126_122600_one_job_per_schedule_slot',
  },
  {
    up: migration_20261126_124757_legal_footer.up,
    down: migration_20261126_124757_legal_footer.down,
    name: '20261126_124757_legal_footer',
  },
  {
    up: migration_20261126_144038_media_credit.up,
    down: migration_20261126_144038_media_credit.down,
    name: '20261126_144038_media_credit',
  },
  {
    up: migration_20261126_144112_upload_storage_fields.up,
    down: migration_20261126_144112_upload_storage_fields.down,
    name: '20261126_144112_upload_storage_fields',
  },
  {
    up: migration_20261127_114646_investment_request_digest_card_page.up,
    down: migration_20261127_114646_investment_request_digest_card_page.down,
    name: '20261127_114646_investment_request_digest_card_page',
  },
  {
    up: migration_20261127_114700_card_refund_attempts.up,
    down: migration_20261127_114700_card_refund_attempts.down,
    name: '20261127_114700_card_refund_attempts',
  },
  {
    up: migration_20261127_114801_job_lease.up,
    down: migration_20261127_114801_job_lease.down,
    name: '20261127_114801_job_lease',
  },
  {
    up: migration_20261127_121012_ledger_drifts.up,
    down: migration_20261127_121012_ledger_drifts.down,
    name: '20261127_121012_ledger_drifts',
  },
  {
    up: migration_20261128_210351_investor_two_factor.up,
    down: migration_20261128_210351_investor_two_factor.down,
    name: '20261128_210351_investor_two_factor',
  },
  {
    up: migration_20261128_211151_staff_setup_links.up,
    down: migration_20261128_211151_staff_setup_links.down,
    name: '20261128_211151_staff_setup_links',
  },
  {
    up: migration_20261129_052245_card_provider.up,
    down: migration_20261129_052245_card_provider.down,
    name: '20261129_052245_card_provider'
  },
];
