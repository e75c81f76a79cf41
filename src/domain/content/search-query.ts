import { controlCharacters, loneSurrogate } from '../plain-text'

/** Longest search a visitor can send; longer input is cut rather than refused. */
export const maxSearchLength = 100

/**
 * The Q&A search as typed, made comparable: Unicode-normalised (NFC), Hebrew points and
 * cantillation marks removed (editors write without them, visitors sometimes paste with them),
 * direction marks dropped, control characters and halves of UTF-16 pairs dropped (the database
 * refuses a NUL byte: `?q=%00` was a 500), whitespace collapsed, trimmed and cut to
 * `maxSearchLength`.
 * Returns '' when nothing searchable remains.
 */
export function normaliseSearchQuery(value: string | string[] | undefined): string {
  if (typeof value !== 'string') return ''
  return value
    .normalize('NFC')
    .replace(/[\u0591-\u05C7]/g, '')
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(new RegExp(controlCharacters.source, 'g'), '')
    .replace(new RegExp(loneSurrogate.source, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxSearchLength)
    .replace(/[\ud800-\udbff]$/, '')
    .trim()
}

/** Quote marks as typed on a keyboard or in typeset Hebrew (gershayim ״, geresh ׳, curly quotes). */
const doubleQuotes = /["״“”]/g
const singleQuotes = /['׳‘’]/g

/**
 * The forms a normalised query may be written in: Hebrew abbreviations (אג״ח, ת״א) and
 * apostrophes (צ׳ק) are typed with keyboard quotes but written with gershayim and geresh, or the
 * other way round, so a query with any quote mark is searched in both forms.
 */
export function searchQueryVariants(query: string): string[] {
  const typographic = query.replace(doubleQuotes, '״').replace(singleQuotes, '׳')
  const keyboard = query.replace(doubleQuotes, '"').replace(singleQuotes, "'")
  return [...new Set([query, typographic, keyboard])]
}
