import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { readProject, type ProjectWithRaise } from './get-project'

/**
 * A project's latest draft as a staff member previewing it sees it (any status, uncached), read
 * with that member's access. Only for the user `getPreviewUser()` returns.
 */
export function getProjectDraft(
  alias: string,
  locale: Locale,
  previewUser: User,
): Promise<ProjectWithRaise | null> {
  return readProject(alias, locale, previewUser, { draft: true })
}
