import { createTranslator } from 'next-intl'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { isLocale, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/** The review screen's texts in the admin's language (the admin runs its own i18n). */
export function reviewTexts(language: string | undefined) {
  const locale: Locale = isLocale(language) ? language : 'he'
  return {
    locale,
    t: createTranslator({ locale, messages: messagesFor(locale), namespace: 'ComplianceReview' }),
  }
}

/** The company inquiry review's texts, as `reviewTexts`. */
export function inquiryReviewTexts(language: string | undefined) {
  const locale: Locale = isLocale(language) ? language : 'he'
  return {
    locale,
    t: createTranslator({ locale, messages: messagesFor(locale), namespace: 'InquiryReview' }),
  }
}

export const labelIn = (label: { en: string; he: string } | undefined, locale: Locale) =>
  label?.[locale] ?? ''

const decisionKeys = ['decide', 'reason', 'submit', 'saving', 'saved'] as const

/** The decision panel's texts, from a review namespace that has them all. */
export const decisionTexts = (
  t: (key: (typeof decisionKeys)[number]) => string,
): Record<(typeof decisionKeys)[number], string> =>
  Object.fromEntries(decisionKeys.map((key) => [key, t(key)])) as Record<
    (typeof decisionKeys)[number],
    string
  >

/**
 * A refusal's message as the server wrote it in the admin's language; a failure with none (the
 * network, a proxy's page) gets the general one, in that language too.
 */
export const refusalText = (refusal: ApiErrorBody, language: string | undefined) =>
  refusal.message || messagesFor(isLocale(language) ? language : 'he').ApiErrors.INTERNAL
