/** The project page's tabs (spec 2), in order; the chosen one is kept in `?tab=`. */
export const projectTabs = ['overview', 'team', 'documents', 'investment', 'updates'] as const
export type ProjectTab = (typeof projectTabs)[number]

export function parseProjectTab(value: string | string[] | undefined): ProjectTab {
  const tab = Array.isArray(value) ? value[0] : value
  return (projectTabs as readonly string[]).includes(tab ?? '') ? (tab as ProjectTab) : 'overview'
}

/** The tab reached by an arrow key in a horizontal tablist; in RTL the arrows are mirrored. */
export function tabAfterKey(
  current: number,
  key: string,
  count: number,
  dir: 'rtl' | 'ltr',
): number | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return (current + 1) % count
  if (key === backward) return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
