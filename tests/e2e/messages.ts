import { readFileSync } from 'node:fs'

import { test } from '@playwright/test'

import type en from '../../messages/en.json'

type Messages = typeof en
export type Language = 'he' | 'en'

/** The site's texts, so tests look for what a person reads in each language. */
function load(locale: Language): Messages {
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

/** One language, for a file whose journeys all run in it (alternated across files). */
export const inLanguage = <L extends Language>(lng: L) => [{ lng, m: messages[lng] }] as const

const notRegistered = (() => {}) as unknown as typeof test

/**
 * Inside a loop over `languages`: `test` when the loop is at `only`, else nothing. For a journey
 * whose texts alone differ between the languages (no layout, formatting, e-mail or switching of
 * its own): it runs once, in the language given, alternated across specs so both stay covered.
 * The rule is in docs/testing.md.
 */
export const testIn = (lng: Language, only: Language): typeof test =>
  lng === only ? test : notRegistered
