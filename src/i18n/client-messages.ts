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
  'Leads',
  'Modals',
  'Network',
  'Progress',
  'Sidebar',
  'StyleGuide',
  'Validation',
] as const satisfies readonly (keyof Messages)[]

/**
 * Namespaces that one route's client components read, sent with that route's page only (its own
 * `NextIntlClientProvider` replaces the layout's for the route's components, so the list names
 * every namespace they read). `profile`: `/investor/profile` (src/components/profile); `invest`:
 * `/invest/{alias}` (src/components/investments/invest, with the profile's section forms for step 1);
 * `inquiry`: `/recruitment/inquiry` (src/components/companies: the inquiry and the company's
 * updates form).
 */
export const routeClientNamespaces = {
  profile: [
    'Profile',
    'Account',
    'Validation',
    'Questionnaire',
    'LeaderRequest',
    'Modals',
    'Invest',
  ],
  invest: ['Invest', 'Profile', 'Account', 'Validation', 'Modals'],
  inquiry: ['CompanyInquiry', 'CompanyProjects', 'Account', 'Validation'],
} as const satisfies Record<string, readonly (keyof Messages)[]>

export type ClientMessages = Pick<Messages, (typeof clientNamespaces)[number]>

export function clientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(
    clientNamespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages
}

export function routeClientMessages<Route extends keyof typeof routeClientNamespaces>(
  messages: Messages,
  route: Route,
): Pick<Messages, (typeof routeClientNamespaces)[Route][number]> {
  return Object.fromEntries(
    routeClientNamespaces[route].map((namespace) => [namespace, messages[namespace]]),
  ) as Pick<Messages, (typeof routeClientNamespaces)[Route][number]>
}
