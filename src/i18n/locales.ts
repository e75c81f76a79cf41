/** The one locale table: every place that needs a language, direction or Intl locale reads it here. */
export const locales = ['he', 'en'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'he'

export const localeSettings: Record<
  Locale,
  { dir: 'rtl' | 'ltr'; intlLocale: string; nativeName: string }
> = {
  he: { dir: 'rtl', intlLocale: 'he-IL', nativeName: 'עברית' },
  en: { dir: 'ltr', intlLocale: 'en-IL', nativeName: 'English' },
}

export const timeZone = 'Asia/Jerusalem'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
