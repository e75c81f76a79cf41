import { describe, expect, it } from 'vitest'

import { withoutEnvelope } from '@/domain/http/request-envelope'

describe('withoutEnvelope', () => {
  it('drops the campaign fields and the language, keeps every other field', () => {
    expect(
      withoutEnvelope({
        firstName: 'Dana',
        locale: 'he',
        utm_source: 'news',
        utm_medium: '',
        utm_campaign: '',
        utm_term: '',
        utm_content: '',
        mallory: 1,
      }),
    ).toEqual({ firstName: 'Dana', mallory: 1 })
  })

  it('leaves anything but a plain object for the schema to refuse', () => {
    expect(withoutEnvelope(null)).toBeNull()
    expect(withoutEnvelope(['a'])).toEqual(['a'])
    expect(withoutEnvelope('text')).toBe('text')
  })
})
