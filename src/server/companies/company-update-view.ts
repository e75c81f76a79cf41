import type { CompanyUpdateView } from '@/domain/companies/company-update'
import type { Locale } from '@/i18n/locales'
import type { CompanyUpdate } from '@/payload-types'

export type { CompanyUpdateView }

/** From an update read with `locale: 'all'` (its localized fields as `{ he, en }`). */
export function companyUpdateView(
  update: Omit<CompanyUpdate, 'title' | 'text'> & { title: unknown; text: unknown },
): CompanyUpdateView {
  const both = (value: unknown) => {
    const byLocale = (value ?? {}) as Partial<Record<Locale, string>>
    return { he: byLocale.he ?? '', en: byLocale.en ?? '' }
  }
  return {
    id: update.id,
    project: typeof update.project === 'object' ? update.project.id : update.project,
    postedAt: update.createdAt,
    visibility: update.visibility,
    title: both(update.title),
    text: both(update.text),
    emailedTo: update.emailedTo ?? 0,
  }
}
