/** How many staff accounts the browser tests have: one per parallel worker (see create-e2e-staff). */
export const e2eStaffSlots = 4

export function e2eStaffEmail(slot: number): string {
  return `e2e-staff-${slot}@example.com`
}
