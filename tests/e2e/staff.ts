import { e2eStaffEmail, e2eStaffSlots } from '../support/e2e-staff'

/**
 * The administrator this worker signs in as: its own account (tests/support/create-e2e-staff.ts),
 * so that workers never sign in to one account at the same moment.
 */
export const staffAccount = {
  email: e2eStaffEmail(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % e2eStaffSlots),
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}
