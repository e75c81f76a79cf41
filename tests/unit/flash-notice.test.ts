import { beforeEach, describe, expect, it, vi } from 'vitest'

import { setFlashNotice, takeFlashNotice } from '@/client/account/flash-notice'

/** sessionStorage and the window's events, as the browser has them. */
beforeEach(() => {
  const stored = new Map<string, string>()
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  })
  vi.stubGlobal('window', { dispatchEvent: () => true })
})

describe('one-time notices for the next page', () => {
  it('shows a notice left for any page on the first page that looks, once', () => {
    setFlashNotice('passwordReset')
    expect(takeFlashNotice('/activation')).toBe('passwordReset')
    expect(takeFlashNotice('/')).toBeNull()
  })

  it('keeps a notice left for a page until that page looks, through a full load on the way', () => {
    setFlashNotice('confirmEmailPending', '/recruitment/inquiry?step=1#top')
    // The page being left hears the notice first: it is not for it.
    expect(takeFlashNotice('/')).toBeNull()
    expect(takeFlashNotice('/recruitment/inquiry')).toBe('confirmEmailPending')
    expect(takeFlashNotice('/recruitment/inquiry')).toBeNull()
  })

  it('drops what it cannot read', () => {
    sessionStorage.setItem('flashNotice', '{not json')
    expect(takeFlashNotice('/')).toBeNull()
    expect(sessionStorage.getItem('flashNotice')).toBeNull()
  })
})
