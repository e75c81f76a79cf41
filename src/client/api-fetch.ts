import { withUtmBody, withUtmQuery } from '@/domain/utm'

import { currentUtm } from './utm-store'

type Options = Omit<RequestInit, 'body'> & { body?: unknown }

/**
 * Every request the site makes to its own server goes through here, so that the visit's campaign
 * fields travel with it (spec 7): in the query for GET, in the body otherwise.
 */
export function apiFetch(path: string, { body, method = 'GET', headers, ...init }: Options = {}) {
  const utm = currentUtm()
  const upper = method.toUpperCase()
  if (upper === 'GET' || upper === 'HEAD') {
    return fetch(withUtmQuery(path, utm), {
      ...init,
      method: upper,
      headers: { Accept: 'application/json', ...headers },
    })
  }
  const merged = withUtmBody(body, utm)
  const isForm = merged instanceof FormData
  return fetch(path, {
    ...init,
    method: upper,
    headers: {
      Accept: 'application/json',
      ...(isForm ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: isForm ? merged : JSON.stringify(merged),
  })
}
