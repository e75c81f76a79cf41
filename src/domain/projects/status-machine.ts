import type { ProjectStatus } from './project-status'

/** Who moves a project on: staff deciding, or the schedule when a date passes or a total is hit. */
export type StatusActor = 'staff' | 'schedule'

/** Why the schedule moved a project (kept in the audit entry and told to investors). */
export type ScheduleReason =
  'startDate' | 'maximumReached' | 'minimumReachedAtEnd' | 'extended' | 'minimumMissedAtEnd'

type Transition = { from: ProjectStatus; to: ProjectStatus; by: StatusActor }

/**
 * The project statuses of spec 3 as one machine: every change a project may go through, and who
 * makes it. Staff review an application (`new → waiting → approval → coming | denied`) and record
 * that the securities were issued (`success_finished → running`); the raise itself moves with its
 * dates and totals only, so no one can open, close or extend a raise by hand.
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
