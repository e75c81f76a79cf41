import { createTranslator } from 'next-intl'
import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { companyDraftSchema, companyStepFields } from '@/domain/companies/company-step-schema'
import { checkedByOperation } from '@/domain/companies/inquiry-checked'
import { companyFormValues, ventureFormValues } from '@/domain/companies/inquiry-form'
import { ventureDraftSchema, ventureStepFields } from '@/domain/companies/venture-step-schema'
import { isLocale, defaultLocale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { ventureReferenceProblems } from '@/server/for-payload-config'

type Issue = { path: PropertyKey[]; message: string }

/**
 * A company may also change its draft through Payload's REST API (`PATCH /api/company-inquiries/
 * {id}`, its own editable inquiry only). Such a change is held to the steps' own rules, so the
 * stored answers are always ones the wizard could have saved: the step's draft rules over the
 * document as it will be, and the ids it names. Refusals name the fields, translated.
 */
export const checkOwnerChange: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  context,
}) => {
  if (context[checkedByOperation]) return data
  const merged = { ...originalDoc, ...data }
  const touches = (fields: readonly string[]) => fields.some((field) => field in data)
  const problems: Record<string, string> = {}
  const collect = (issues: readonly Issue[]) => {
    for (const issue of issues) problems[issue.path.join('.') || 'form'] ??= issue.message
  }
  if (touches(companyStepFields)) {
    const result = companyDraftSchema.safeParse(companyFormValues(merged))
    if (result.success) for (const field of companyStepFields) data[field] = result.data[field]
    else collect(result.error.issues)
  }
  if (touches(ventureStepFields)) {
    const result = ventureDraftSchema.safeParse(ventureFormValues(merged))
    if (result.success) {
      Object.assign(
        problems,
        await ventureReferenceProblems(req.payload, originalDoc?.id ?? null, result.data, req),
      )
      for (const field of ventureStepFields) data[field] = result.data[field]
    } else collect(result.error.issues)
  }
  if (Object.keys(problems).length === 0) return data
  const locale = isLocale(req.locale) ? req.locale : defaultLocale
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Validation' })
  throw new ValidationError({
    collection: 'company-inquiries',
    errors: Object.entries(problems).map(([path, key]) => ({
      path,
      message: t.has(key as never) ? t(key as never) : key,
    })),
    req,
  })
}
