import type { LeadProject } from '@/domain/leads/lead-context'

/**
 * The project the visitor is looking at, for lead forms that live outside the page (the footer
 * form and the timeout popup are in the layout). A project page sets it while it is shown.
 */
let current: LeadProject | null = null
const listeners = new Set<() => void>()

export const leadProjectStore = {
  get: (): LeadProject | null => current,
  set(project: LeadProject | null) {
    current = project
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
