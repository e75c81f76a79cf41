import { israelDayStart, nextDay } from './israel-time'
import type { ProjectStatus } from './project-status'
import type { ScheduleReason } from './status-machine'

/**
 * What the schedule knows of a raise. Days are Israel calendar dates 'YYYY-MM-DD' (`israelToday`);
 * `raisedMinor` counts the live pledges (neither cancelled, failed nor refunded).
 */
export type RaiseFacts = {
  status: ProjectStatus
  today: string
  startDay: string | null
  endDay: string | null
  /** The new end day staff set for an extension; null when the raise may not be extended. */
  extensionEndDay: string | null
  raisedMinor: number
  minimumMinor: number
  maximumMinor: number
}

export type ScheduledChange = { to: ProjectStatus; reason: ScheduleReason }

/** The day the raise ends now: the extension's during an extension, else the project's. */
export function raiseEndDay(
  facts: Pick<RaiseFacts, 'status' | 'endDay' | 'extensionEndDay'>,
): string | null {
  return facts.status === 'raising_extend' ? (facts.extensionEndDay ?? facts.endDay) : facts.endDay
}

/**
 * The instant the raise closes: the end of its last day in Israel (it runs through that day).
 * Null without an end day.
 */
export function raiseClosesAt(
  facts: Pick<RaiseFacts, 'status' | 'endDay' | 'extensionEndDay'>,
): Date | null {
  const end = raiseEndDay(facts)
  return end ? israelDayStart(nextDay(end)) : null
}

export function minimumReached(raisedMinor: number, minimumMinor: number): boolean {
  return raisedMinor >= minimumMinor
}

/**
 * The change a raise is due for today, or null. A raise opens on its start day; it succeeds as soon
 * as the maximum is reached, or once its last day has passed with at least 100% of the minimum.
 * Below the minimum it is extended once, when staff set a later end day, else it fails. An extended
 * raise succeeds or fails the same way at its new end.
 */
export function scheduledChange(facts: RaiseFacts): ScheduledChange | null {
  const { status, today } = facts
  if (status === 'coming')
    return facts.startDay !== null && today >= facts.startDay
      ? { to: 'raising', reason: 'startDate' }
      : null
  if (status !== 'raising' && status !== 'raising_extend') return null
  if (facts.raisedMinor >= facts.maximumMinor)
    return { to: 'success_finished', reason: 'maximumReached' }
  const end = raiseEndDay(facts)
  if (end === null || today <= end) return null
  if (minimumReached(facts.raisedMinor, facts.minimumMinor))
    return { to: 'success_finished', reason: 'minimumReachedAtEnd' }
  const canExtend =
    status === 'raising' &&
    facts.extensionEndDay !== null &&
    facts.endDay !== null &&
    facts.extensionEndDay > facts.endDay &&
    facts.extensionEndDay >= today
  if (canExtend) return { to: 'raising_extend', reason: 'extended' }
  return { to: 'unsuccess_finished', reason: 'minimumMissedAtEnd' }
}
