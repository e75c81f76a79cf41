import type { ProjectStatus } from './project-status'

/**
 * Who moves a project on: staff deciding, the schedule when a date passes or a total is hit, or
 * administrators and compliance halting a raise (with a written reason, its own route and screen).
 */
export type StatusActor = 'staff' | 'schedule' | 'halt'

/** Why the schedule moved a project (kept in the audit entry and told to investors). */
export type ScheduleReason =
  | 'startDate'
  | 'maximumReached'
  | 'minimumReachedAtEnd'
  | 'extended'
  | 'minimumMissedAtEnd'
  | 'receivedBelowMinimum'

type Transition = { from: ProjectStatus; to: ProjectStatus; by: StatusActor }

/**
 * The project statuses of spec 3 as one machine: every change a project may go through, and who
 * makes it. Staff review an application (`new → waiting → approval → coming | denied`) and record
 * that the securities were issued (`success_finished → running`); the raise itself moves with its
 * dates and totals only, so no one can open, close or extend a raise by hand. Two ways out stand
 * apart: a raise that succeeded on its pledges fails once its settlement ends with less money
 * received than its minimum (the schedule, `src/domain/investments/raise/money-received.ts`), and
 * administrators or compliance may halt a raise as failed (`halt`) until the securities are issued.
 */
export const statusTransitions: readonly Transition[] = [
  { from: 'new', to: 'waiting', by: 'staff' },
  { from: 'waiting', to: 'approval', by: 'staff' },
  { from: 'approval', to: 'coming', by: 'staff' },
  { from: 'approval', to: 'denied', by: 'staff' },
  { from: 'coming', to: 'raising', by: 'schedule' },
  { from: 'raising', to: 'success_finished', by: 'schedule' },
  { from: 'raising', to: 'raising_extend', by: 'schedule' },
  { from: 'raising', to: 'unsuccess_finished', by: 'schedule' },
  { from: 'raising_extend', to: 'success_finished', by: 'schedule' },
  { from: 'raising_extend', to: 'unsuccess_finished', by: 'schedule' },
  { from: 'success_finished', to: 'running', by: 'staff' },
  { from: 'success_finished', to: 'unsuccess_finished', by: 'schedule' },
  { from: 'raising', to: 'unsuccess_finished', by: 'halt' },
  { from: 'raising_extend', to: 'unsuccess_finished', by: 'halt' },
  { from: 'success_finished', to: 'unsuccess_finished', by: 'halt' },
]

export function canTransition(from: ProjectStatus, to: ProjectStatus, by: StatusActor): boolean {
  return statusTransitions.some((each) => each.from === from && each.to === to && each.by === by)
}

/** The statuses staff may move a project to from `from` (the admin offers these only). */
export function staffTransitionsFrom(from: ProjectStatus): ProjectStatus[] {
  return statusTransitions
    .filter((each) => each.from === from && each.by === 'staff')
    .map((each) => each.to)
}

/** Staff must say why they refuse an application (the company reads it). */
export function needsReason(to: ProjectStatus): boolean {
  return to === 'denied'
}

/** The statuses a raise may be halted from: under way, or succeeded before the securities are issued. */
export function canHalt(status: ProjectStatus): boolean {
  return canTransition(status, 'unsuccess_finished', 'halt')
}
