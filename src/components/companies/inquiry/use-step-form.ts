'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { apiErrorOf } from '@/client/call-route'
import { saveStep } from '@/client/companies/inquiry-api'
import { applyServerErrors } from '@/components/forms/apply-server-errors'
import { focusFirstInvalid } from '@/components/forms/focus-first-invalid'
import type { AnswerStep } from '@/domain/companies/inquiry-steps'
import type { InquiryView } from '@/domain/companies/inquiry-view'

export type SaveIntent = 'draft' | 'continue'

type Options<Values extends FieldValues> = {
  step: Exclude<AnswerStep, 'files'>
  /** The step's shared rules: complete to go on, draft to keep what is there. */
  schemas: { complete: z.ZodType; draft: z.ZodType }
  /** What the form starts with: what was typed before (kept while moving between steps) or saved. */
  initialValues: Values
  valuesOf: (view: InquiryView) => Values
  onSaved: (view: InquiryView, intent: SaveIntent) => void
  /** Called as the form goes away (another step), with what it holds: nothing typed is lost. */
  onLeave: (values: Values, dirty: boolean) => void
}

/**
 * A step's form: checked in the browser by the step's own schema (the draft rules for "save
 * draft", the complete ones to continue), saved on the server, after which the form holds the step
 * as saved. A refusal puts the server's field errors on their fields and keeps everything typed;
 * focus goes to the first field in error, in the page's order.
 */
export function useStepForm<Values extends FieldValues>(options: Options<Values>) {
  const locale = useLocale()
  const intent = useRef<SaveIntent>('continue')
  const resolvers = useRef<Record<SaveIntent, Resolver<Values>>>({
    continue: zodResolver(options.schemas.complete as never, undefined, {
      raw: true,
    }) as unknown as Resolver<Values>,
    draft: zodResolver(options.schemas.draft as never, undefined, {
      raw: true,
    }) as unknown as Resolver<Values>,
  })
  const form = useForm<Values>({
    resolver: (values, context, resolverOptions) =>
      resolvers.current[intent.current](values, context, resolverOptions),
    defaultValues: options.initialValues as DefaultValues<Values>,
    // Checked on saving, then again as each field is corrected (as the profile's forms).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [saved, setSaved] = useState(false)
  const focusPending = useRef(false)
  const leave = useRef(options.onLeave)
  useEffect(() => {
    leave.current = options.onLeave
  })

  useEffect(() => {
    if (focusPending.current && focusFirstInvalid(formRef.current)) focusPending.current = false
  })

  // Leaving the step keeps what it holds for when the company comes back to it.
  useEffect(() => {
    const { getValues, formState } = form
    return () => leave.current(getValues(), formState.isDirty)
  }, [form])

  // A page left with unsaved changes asks first (the browser's own question).
  const dirty = form.formState.isDirty
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const save = (which: SaveIntent) => {
    intent.current = which
    setSaved(false)
    return form.handleSubmit(
      async () => {
        setFailure(null)
        try {
          const view = await saveStep(options.step, form.getValues(), which, locale)
          form.reset(options.valuesOf(view))
          setSaved(which === 'draft')
          options.onSaved(view, which)
        } catch (error) {
          const apiError = apiErrorOf(error)
          if (applyServerErrors(apiError, form.setError)) focusPending.current = true
          setFailure(apiError)
        }
      },
      () => {
        focusPending.current = true
      },
    )()
  }

  return { form, formRef, failure, saved, save }
}
