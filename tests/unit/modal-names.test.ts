import { describe, expect, it } from 'vitest'

import { hashForModal, modalFromHash } from '@/components/modals/modal-names'

describe('modals opened by the address hash', () => {
  it('opens the auth modal on its tab, the company registration included', () => {
    expect(modalFromHash('#login')).toEqual({ name: 'auth', tab: 'login' })
    expect(modalFromHash('#register')).toEqual({ name: 'auth', tab: 'register' })
    expect(modalFromHash('#register-company')).toEqual({ name: 'auth', tab: 'register-company' })
    expect(modalFromHash('#auth')).toEqual({ name: 'auth', tab: 'login' })
  })

  it('opens the other modals by name, and nothing for an unknown hash', () => {
    expect(modalFromHash('#forgot')).toEqual({ name: 'forgot' })
    expect(modalFromHash('#register-investor')).toBeNull()
    expect(modalFromHash('')).toBeNull()
  })

  it('writes back the hash it reads', () => {
    for (const hash of ['#login', '#register', '#register-company', '#forgot', '#timeout'])
      expect(hashForModal(modalFromHash(hash)!)).toBe(hash)
  })
})
