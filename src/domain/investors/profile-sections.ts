import type { ProfileStep } from './profile-completeness'

/** A section of the profile page: its id (`?section=`) and the completeness steps it settles. */
export type SectionRef = { id: string; steps: readonly ProfileStep[] }

/** The section where the investor completes `step`. */
export function sectionOfStep(sections: readonly SectionRef[], step: ProfileStep): string | null {
  return sections.find((section) => section.steps.includes(step))?.id ?? null
}

/**
 * The section to open: the one the address names (`?section=`), else the one of the next missing
 * step, else the first.
 */
export function sectionToOpen(
  sections: readonly SectionRef[],
  requested: unknown,
  next: ProfileStep | null,
): string {
  const named = sections.find((section) => section.id === requested)
  if (named) return named.id
  return (next && sectionOfStep(sections, next)) ?? sections[0]?.id ?? ''
}

export type SectionState = 'complete' | 'incomplete' | 'waiting'

/**
 * How far a section is, for its entry in the section list: complete when its steps are done,
 * waiting when all it still needs is compliance's decision, else incomplete; null for a section
 * that settles no step (nothing in it is needed before investing).
 */
export function sectionState(
  section: SectionRef,
  missing: readonly ProfileStep[],
  identityCheckSubmitted: boolean,
): SectionState | null {
  if (section.steps.length === 0) return null
  const open = section.steps.filter((step) => missing.includes(step))
  if (open.length === 0) return 'complete'
  if (identityCheckSubmitted && open.every((step) => step === 'identityCheck')) return 'waiting'
  return 'incomplete'
}
