import { isPlainText } from '../plain-text'
import { utmKeys, type UtmFields } from '../utm'

/**
 * What travels with every lead besides the person's own fields: where it was sent from, the
 * project when sent from a project page, the campaign fields, and the honeypot. None of it is
 * the person's input, so it is never an error: anything malformed is simply left empty.
 */
export const honeypotField = 'website'

export type LeadContext = {
  source: string
  projectName: string
  projectCategory: string
  website: string
  utm: UtmFields
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string' || !isPlainText(value)) return ''
  const cut = value.trim().slice(0, max)
  // A cut between the two halves of a pair (an emoji) would leave half a character.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** A route path of our own site, or nothing (a full URL or junk is not a source). */
const routePath = (value: unknown) => {
  const path = text(value, 500)
  return path.startsWith('/') && !path.startsWith('//') ? path : ''
}

export function readLeadContext(body: Record<string, unknown>): LeadContext {
  return {
    source: routePath(body.source),
    projectName: text(body.projectName, 200),
    projectCategory: text(body.projectCategory, 200),
    website: text(body[honeypotField], 200),
    utm: Object.fromEntries(utmKeys.map((key) => [key, text(body[key], 200)])) as UtmFields,
  }
}

/** The project a form is sent from, when it is on a project page. */
export type LeadProject = { name: string; category?: string }

/**
 * A project page marks its article with these attributes; lead forms in the layout (the footer
 * form, the timeout popup) read them when they are sent, so the page needs no script of its own.
 */
export const leadProjectAttributes = {
  name: 'data-lead-project',
  category: 'data-lead-project-category',
} as const

/** The project an element marked with `leadProjectAttributes` names, if any. */
export function leadProjectOf(
  marked: Pick<Element, 'getAttribute'> | null | undefined,
): LeadProject | undefined {
  const name = marked?.getAttribute(leadProjectAttributes.name)
  if (!name) return undefined
  const category = marked?.getAttribute(leadProjectAttributes.category)
  return category ? { name, category } : { name }
}
