import * as z from '@/domain/zod'

import { isPublicProjectStatus, type ProjectStatus } from '../projects/project-status'
import { inEnglish, inHebrew, textOf } from './inquiry-field-rules'

/**
 * A company's update to its investors (issue 18): title and text in both languages, shown in the
 * project's updates tab to everyone (`public`) or to the project's investors only (`investors`).
 */
export const companyUpdateVisibilities = ['public', 'investors'] as const
export type CompanyUpdateVisibility = (typeof companyUpdateVisibilities)[number]

export const companyUpdateLimits = { title: 140, text: 5000 } as const

const latinLetter = /\p{Script=Latin}/u

const inBothLanguages = z.object({ he: z.string(), en: z.string() })

/** An update as its company reads it back: both languages, and how many investors were told. */
export const companyUpdateViewSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  postedAt: z.string(),
  visibility: z.enum(companyUpdateVisibilities),
  title: inBothLanguages,
  text: inBothLanguages,
  emailedTo: z.number().int(),
})
export type CompanyUpdateView = z.output<typeof companyUpdateViewSchema>

/** The form as typed, checked the same way in the browser and by the server. */
export const companyUpdateSchema = z.strictObject(
  {
    titleHe: inHebrew(textOf(5, companyUpdateLimits.title, 'detailsMin')),
    titleEn: inEnglish(textOf(5, companyUpdateLimits.title, 'detailsMin')),
    textHe: inHebrew(textOf(20, companyUpdateLimits.text, 'updateTextMin')),
    // An English text may quote a Hebrew name; it must still be written in English.
    textEn: textOf(20, companyUpdateLimits.text, 'updateTextMin').refine(
      (value) => latinLetter.test(value),
      'englishTextRequired',
    ),
    visibility: z.enum(companyUpdateVisibilities, { error: 'required' }),
  },
  { error: 'badRequest' },
)
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>
export type CompanyUpdate = z.output<typeof companyUpdateSchema>

/**
 * A company posts updates about a project once it is on the site (published, in a public status):
 * before that there is no page to show them on and no investor to tell.
 */
export function companyMayPostUpdates(project: {
  status: ProjectStatus
  published: boolean
}): boolean {
  return project.published && isPublicProjectStatus(project.status)
}

/** The text's paragraphs (separated by blank lines), each with its lines joined by spaces. */
export function updateParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
}
