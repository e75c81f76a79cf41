import { readFileSync } from 'node:fs'

import type en from '../../messages/en.json'

type Messages = typeof en

/** The site's texts, so tests look for what a person reads in each language. */
function load(locale: 'he' | 'en'): Messages {
  return JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Messages
}

export const messages = { en: load('en'), he: load('he') }

/** Both languages, for tests that run once in each. */
export const languages = [
  { lng: 'en', m: messages.en },
  { lng: 'he', m: messages.he },
] as const
