import * as z from '@/domain/zod'

import { optional } from './inquiry-field-rules'

/**
 * A step is saved two ways: as a draft (anything may still be missing, but what is given must be
 * right) or to continue (complete). Both come from one set of rules, so they never disagree.
 */
export type StepMode = 'draft' | 'complete'

type Rules = Record<string, z.ZodType>

export type DraftShape<Shape extends Rules> = {
  [Key in keyof Shape]: ReturnType<typeof optional<Shape[Key]>>
}

/** Every field of `shape` optional (nothing given is null). */
export function draftShape<Shape extends Rules>(shape: Shape): DraftShape<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, rule]) => [key, optional(rule as z.ZodType)]),
  ) as DraftShape<Shape>
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The fields of `required` that `value` (the input, or what parsed of it) leaves blank. */
export function blankFields(value: unknown, required: readonly string[]): string[] {
  const fields = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return required.filter((field) => isBlank(fields[field]))
}

/** Run a step's rules between fields alongside its fields' own errors (not only once they pass). */
export const alongsideFieldErrors = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
}
