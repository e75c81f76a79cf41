'use client'

import { useLocale } from 'next-intl'
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf, saveProfile } from '@/client/profile/profile-api'
import { focusFirstInvalid } from '@/components/forms/focus-first-invalid'
import type { SectionResult, StoredProfileFields } from '@/domain/investors/profile-form'
import type { ProfileUpdate } from '@/domain/investors/profile-schema'

import { useProfile } from './ProfileContext'

/** A section's rules as a react-hook-form resolver: errors are `Validation` keys, values the update. */
function sectionResolver<Values extends FieldValues, Context>(
  check: (values: Values, context: Context) => SectionResult<Values>,
): Resolver<Values, Context, ProfileUpdate> {
  return (values, context) => {
    const result = check(values, context as Context)
    if (result.ok) return { values: result.patch, errors: {} }
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [
        field,
        { type: 'validation', message },
      ]),
    )
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}

/**
 * A profile section's form: checked in the browser by the shared schema (through `check`), saved
 * as a partial update (`update-profile`), after which the page shows the profile as saved and the
 * form holds it again (`valuesOf`). A refusal puts the server's field errors on their fields and
 * keeps what was typed; anything else is `failure`. Focus goes to the first field in error, in the
 * page's order.
 */
export function useSectionForm<Values extends FieldValues, Context>(options: {
  valuesOf: (profile: StoredProfileFields) => Values
  check: (values: Values, context: Context) => SectionResult<Values>
  context: Context
  onSaved?: () => void
}) {
  const locale = useLocale()
  const { view, showView } = useProfile()
  const form = useForm<Values, Context, ProfileUpdate>({
    resolver: sectionResolver(options.check),
    context: options.context,
    defaultValues: options.valuesOf(view.profile) as DefaultValues<Values>,
    // Checked on save, then again as each field is corrected. Not on leaving a field: the message
    // appearing then moves the rest of a long form, and the click that left the field (on a radio
    // button below it) lands on whatever took the button's place.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus follows the page's order (below), not the order fields were registered in.
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [saved, setSaved] = useState(false)
  // Set when errors are due; the render that shows them moves focus to the first one.
  const focusPending = useRef(false)

  useEffect(() => {
    if (focusPending.current && focusFirstInvalid(formRef.current)) focusPending.current = false
  })

  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(
      async (patch) => {
        setFailure(null)
        setSaved(false)
        try {
          const next = await saveProfile(patch, locale)
          showView(next)
          form.reset(options.valuesOf(next.profile))
          options.onSaved?.()
          setSaved(true)
        } catch (error) {
          const apiError = apiErrorOf(error)
          const fields = Object.entries(apiError.fields ?? {}).filter(
            ([field]) => field in form.getValues(),
          )
          for (const [field, { key }] of fields)
            form.setError(field as Path<Values>, { type: 'server', message: key })
          if (fields.length > 0) focusPending.current = true
          setFailure(apiError)
        }
      },
      () => {
        focusPending.current = true
        setSaved(false)
      },
    )(event)

  return { form, formRef, failure, saved, submit }
}
