import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'
import { isValidCalendarDate } from '../identity/adulthood'
import { moneyTextToMinor } from '../money'

/**
 * The building blocks of the inquiry's step schemas. Every message is a `Validation` key. Each rule
 * checks a value someone typed; `optional` turns it into one that also takes "nothing" ('', null
 * or a missing key), stored as null, which is how a draft keeps an unanswered field.
 */

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** `rule`, or nothing (null). */
export function optional<Rule extends z.ZodType>(rule: Rule) {
  return z.preprocess((value) => (isBlank(value) ? null : value), rule.nullable())
}

export const requiredText = () => text().trim().min(1, { message: 'required', abort: true })

/** Plain text of `min` to `max` characters once trimmed. */
export const textOf = (min: number, max: number, minMessage = 'nameMin') =>
  requiredText().min(min, minMessage).max(max, 'tooLong')

const hebrewLetter = /[\u05D0-\u05EA]/
const latinLetter = /\p{Script=Latin}/u

/** Hebrew text: at least one Hebrew letter (digits, Latin brand names and quotes may join them). */
export const inHebrew = (rule: z.ZodType<string, string>) =>
  rule.refine((value) => hebrewLetter.test(value), 'hebrewTextRequired')

/** English text: Latin letters and no Hebrew ones. */
export const inEnglish = (rule: z.ZodType<string, string>) =>
  rule.refine(
    (value) => latinLetter.test(value) && !hebrewLetter.test(value),
    'englishTextRequired',
  )

/** A calendar date 'YYYY-MM-DD' from 1900 up to `today()` (Israel's calendar day). */
export const pastDate = (today: () => string) =>
  requiredText()
    .refine(isValidCalendarDate, { message: 'dateInvalid', abort: true })
    .refine((value) => value >= '1900-01-01', { message: 'dateInvalid', abort: true })
    .refine((value) => value <= today(), 'dateInFuture')

/** A host name with a top-level domain; `URL` gives international names in punycode (xn--). */
const domainName =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/** The host of an address with one of `schemes` and a domain name (no credentials), or null. */
export function webHost(value: string, schemes: readonly ('http' | 'https')[]): string | null {
  const scheme = /^([a-z]+):\/\//i.exec(value)?.[1]?.toLowerCase()
  if (!scheme || !(schemes as readonly string[]).includes(scheme) || /\s/.test(value)) return null
  try {
    const url = new URL(value)
    return url.username === '' && url.password === '' && domainName.test(url.hostname)
      ? url.hostname
      : null
  } catch {
    return null
  }
}

/** The company's site: http or https (small companies' sites still run without TLS). */
export const websiteAddress = () =>
  requiredText()
    .max(300, 'tooLong')
    .refine((value) => webHost(value, ['http', 'https']) !== null, 'websiteInvalid')

/** A LinkedIn profile: https on linkedin.com (staff open these links). */
export const linkedinAddress = () =>
  requiredText()
    .max(300, 'tooLong')
    .refine((value) => {
      const host = webHost(value, ['https'])
      return host !== null && (host === 'linkedin.com' || host.endsWith('.linkedin.com'))
    }, 'linkedinUrlInvalid')

const numberAsText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value

/**
 * An amount of shekels typed in major units (`parseMoneyText`: commas in threes, two decimals),
 * given as minor units (agorot); more than zero.
 */
export const shekelAmount = () =>
  z.preprocess(
    numberAsText,
    requiredText()
      .transform((value) => moneyTextToMinor(value))
      .refine((minor): minor is number => minor !== null, { message: 'amountInvalid', abort: true })
      .refine((minor) => minor > 0, 'amountPositive'),
  )

/** Whole months of a loan, 1 to 30 years. */
export const loanMonths = () =>
  z.preprocess(
    numberAsText,
    requiredText()
      .regex(/^\d{1,3}$/, { message: 'loanPeriodInvalid', abort: true })
      .transform(Number)
      .refine((months) => months >= 1 && months <= 360, 'loanPeriodInvalid'),
  )

/** A yearly interest rate in percent, above 0 and at most 100, with at most two decimals. */
export const interestPercent = () =>
  z.preprocess(
    numberAsText,
    requiredText()
      .regex(/^\d{1,3}(?:\.\d{1,2})?$/, { message: 'interestInvalid', abort: true })
      .transform(Number)
      .refine((percent) => percent > 0 && percent <= 100, 'interestInvalid'),
  )

/** A record's id (a category, a file), from a form's select (text) or a JSON number. */
export const recordId = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? 'required' : 'choiceInvalid',
      })
      .int('choiceInvalid')
      .positive('choiceInvalid'),
  )

/** A value from a list; a missing one is reported as such, anything else as a wrong choice. */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'required' : 'choiceInvalid',
  })
}

/** A yes / no answer: a JSON boolean, or the radio buttons' 'yes' / 'no'. */
export const yesOrNo = () =>
  z.preprocess(
    (value) => (value === 'yes' ? true : value === 'no' ? false : value),
    z.boolean({ error: 'required' }),
  )
