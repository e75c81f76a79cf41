import { createTranslator } from 'next-intl'

import type { LeadType } from '@/domain/leads/lead-kinds'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/** Spec 3: the subject is written by the site, in the language the lead was sent in. */
export function leadSubject(type: LeadType, locale: Locale, projectName: string): string {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Leads' })
  const subject = t(`subject.${type}`)
  return projectName ? t('subjectWithProject', { subject, project: projectName }) : subject
}
