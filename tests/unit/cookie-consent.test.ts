import { describe, expect, it } from 'vitest'

import { consentCheckScript } from '@/client/cookie-consent'

type Storage = { getItem: (key: string) => string | null }

/** Runs the inline script against a stand-in document and storage; returns what it recorded. */
function runCheck(cookie: string, localStorage: Storage): string | undefined {
  const document = { cookie, documentElement: { dataset: {} as Record<string, string> } }
  new Function('document', 'localStorage', consentCheckScript)(document, localStorage)
  return document.documentElement.dataset.cookieConsent
}

const storageWith = (entries: Record<string, string>): Storage => ({
  getItem: (key) => entries[key] ?? null,
})

describe('the inline consent check', () => {
  it('finds consent in the cookie', () => {
    expect(runCheck('a=1; cookie_allowed=true; b=2', storageWith({}))).toBe('given')
  })

  it('finds consent in local storage when the cookie has expired', () => {
    expect(runCheck('a=1', storageWith({ cookieConsent: 'accepted' }))).toBe('given')
  })

  it('asks a visitor who has not answered', () => {
    expect(runCheck('', storageWith({}))).toBe('pending')
    expect(runCheck('not_cookie_allowed=true', storageWith({ cookieConsent: 'no' }))).toBe(
      'pending',
    )
  })

  it('asks when storage is disabled (it throws) and there is no cookie', () => {
    const disabled: Storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(runCheck('', disabled)).toBe('pending')
  })
})
