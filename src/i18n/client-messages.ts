import type { Messages } from './messages'

/**
 * The message namespaces client components read (`useTranslations` in a 'use client' file, a
 * test keeps this list complete). Only these go to the browser, inside every page's HTML: the
 * rest (project pages, e-mails, API errors…) is rendered on the server.
 */
export const clientNamespaces = [
  'Account',
  'CookieBanner',
  'Error',
  'Header',
  'LanguageSwitcher',
  'LeaderRequest',
  'Leads',
  'Modals',
  'Network',
  'Progress',
  'Questionnaire',
  'Sidebar',
  'StyleGuide',
  'Validation',
] as const satisfies readonly (keyof Messages)[]

export type ClientMessages = Pick<Messages, (typeof clientNamespaces)[number]>

export function clientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages
}
