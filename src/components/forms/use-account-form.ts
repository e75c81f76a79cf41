'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'

import { ApiRequestError } from '@/client/call-route'
import type { ApiErrorBody } from '@/domain/errors/api-error-body'

import { applyServerErrors } from './apply-server-errors'

const unexpected: ApiErrorBody = { code: 'INTERNAL', message: '' }

/**
 * A form validated by its shared schema in the browser, whose submit reports the server's answer:
 * field errors go on their fields, anything else becomes `failure` for the form to show.
 */
export function useAccountForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  })
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)

  const submitWith = (action: (values: Output) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFailure(null)
      try {
        await action(values)
      } catch (error) {
        const apiError = error instanceof ApiRequestError ? error.error : unexpected
        if (!applyServerErrors(apiError, form.setError)) setFailure(apiError)
      }
    })

  return { form, failure, submitWith }
}
