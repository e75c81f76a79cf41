import { describe, expect, it } from 'vitest'

import { judgeRequestOrigin } from '@/domain/auth/request-origin'

const site = ['https://invest.example.co.il']

describe('cross-site request check', () => {
  it('trusts requests the browser marks as same-origin', () => {
    expect(judgeRequestOrigin({ secFetchSite: 'same-origin', origin: site[0]! }, site)).toBe(
      'same-origin',
    )
  })

  it('refuses requests from another site, by Sec-Fetch-Site or by Origin', () => {
    expect(judgeRequestOrigin({ secFetchSite: 'cross-site', origin: null }, site)).toBe(
      'cross-site',
    )
    expect(judgeRequestOrigin({ secFetchSite: 'same-site', origin: null }, site)).toBe('cross-site')
    expect(judgeRequestOrigin({ secFetchSite: null, origin: 'https://evil.example' }, site)).toBe(
      'cross-site',
    )
    expect(judgeRequestOrigin({ secFetchSite: null, origin: 'null' }, site)).toBe('cross-site')
  })

  it('recognises a client that is not a browser', () => {
    expect(judgeRequestOrigin({ secFetchSite: null, origin: null }, site)).toBe(
      'no-browser-headers',
    )
  })
})
