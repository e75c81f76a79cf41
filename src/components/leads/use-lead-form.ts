'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'

import { ApiRequestError } from '@/client/call-route'
import { leadContextFields, type LeadContextFields } from '@/client/leads/post-lead'
import {
  honeypotField,
  leadProjectAttributes,
  leadProjectOf,
  type LeadProject,
} from '@/domain/leads/lead-context'
import { applyServerErrors } from '@/components/forms/apply-server-errors'

export type LeadFormStatus = 'idle' | 'sent' | 'failed'

/**
 * A lead form validated by its shared schema as the person types (send stays disabled while it
 * is invalid). On failure the fields keep what was typed and the server's field errors show on
 * them; on success the form is cleared for the next message.
 */
export function useLeadForm<Input extends FieldValues, Output>(options: {
  schema: z.ZodType<Output, Input>
  defaultValues: DefaultValues<Input>
  /** Sends the lead with what travels with it, for refusals in the page's language. */
  post: (lead: Output, context: LeadContextFields, locale: string) => Promise<void>
  project?: LeadProject | undefined
  onSent?: () => void
}) {
  const locale = useLocale()
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  })
  const [status, setStatus] = useState<LeadFormStatus>('idle')
  const send = (trap: FormDataEntryValue | null) => async (values: Output) => {
    setStatus('idle')
    try {
      const context = leadContextFields({
        // A project given to the form wins; else the one the page shown when sending marks.
        project:
          options.project ??
          leadProjectOf(document.querySelector(`[${leadProjectAttributes.name}]`)),
        honeypot: typeof trap === 'string' ? trap : '',
      })
      await options.post(values, context, locale)
      form.reset(options.defaultValues)
      setStatus('sent')
      options.onSent?.()
    } catch (error) {
      if (error instanceof ApiRequestError) applyServerErrors(error.error, form.setError)
      setStatus('failed')
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The honeypot lives outside the form state: read it from the submitted form itself.
    const trap = new FormData(event.currentTarget).get(honeypotField)
    void form.handleSubmit(send(trap))(event)
  }
  return { form, status, onSubmit }
}
