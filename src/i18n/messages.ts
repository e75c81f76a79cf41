import en from '@messages/en.json'
import he from '@messages/he.json'

import type { Locale } from './locales'

// A key present in one language only is a type error here (and in CI's typecheck).
const hebrew: typeof en = he
const english: typeof he = en

const catalogues: Record<Locale, typeof en> = { he: hebrew, en: english }

export type Messages = typeof en

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale]
}
