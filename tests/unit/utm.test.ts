import { describe, expect, it } from 'vitest'

import { emptyUtm, parseStoredUtm, utmFromSearch, withUtmBody, withUtmQuery } from '@/domain/utm'

const campaign = {
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'solar',
  utm_term: '',
  utm_content: 'banner-b',
}

describe('campaign fields (spec 3, 7)', () => {
  it('captures all five fields from a landing URL, empty when one is absent', () => {
    const search = new URLSearchParams(
      'utm_source=facebook&utm_medium=cpc&utm_campaign=solar&utm_content=banner-b&x=1',
    )
    expect(utmFromSearch(search)).toEqual(campaign)
  })

  it('returns null for a URL without campaign fields, so the visit keeps the earlier ones', () => {
    expect(utmFromSearch(new URLSearchParams('lng=en'))).toBeNull()
  })

  it('cuts overlong values', () => {
    const fields = utmFromSearch(new URLSearchParams(`utm_source=${'a'.repeat(500)}`))
    expect(fields?.utm_source).toHaveLength(200)
  })

  it('reads back what was stored, and treats damaged storage as no campaign', () => {
    expect(parseStoredUtm(JSON.stringify(campaign))).toEqual(campaign)
    expect(parseStoredUtm('{not json')).toEqual(emptyUtm())
    expect(parseStoredUtm(null)).toEqual(emptyUtm())
    expect(parseStoredUtm(JSON.stringify({ utm_source: 5 }))).toEqual(emptyUtm())
  })

  it('adds the fields to a GET query, keeping existing parameters and the hash', () => {
    const url = withUtmQuery('/api/catalog/projects-list?page=2#top', campaign)
    const [path, rest = ''] = url.split('?')
    expect(path).toBe('/api/catalog/projects-list')
    const [query, hash] = rest.split('#')
    const params = new URLSearchParams(query)
    expect(params.get('page')).toBe('2')
    expect(params.get('utm_source')).toBe('facebook')
    expect(params.get('utm_term')).toBe('')
    expect(hash).toBe('top')
  })

  it('sends empty fields when the visit had no campaign', () => {
    const params = new URLSearchParams(withUtmQuery('/api/x', emptyUtm()).split('?')[1])
    expect([...params.keys()].sort()).toEqual([
      'utm_campaign',
      'utm_content',
      'utm_medium',
      'utm_source',
      'utm_term',
    ])
  })

  it('adds the fields to a JSON body without overriding the form', () => {
    expect(withUtmBody({ email: 'a@b.co', utm_source: 'form' }, campaign)).toEqual({
      ...campaign,
      email: 'a@b.co',
      utm_source: 'form',
    })
    expect(withUtmBody(undefined, campaign)).toEqual(campaign)
  })

  it('adds the fields to form data', () => {
    const form = new FormData()
    form.set('file', 'x')
    const result = withUtmBody(form, campaign) as FormData
    expect(result.get('utm_campaign')).toBe('solar')
    expect(result.get('file')).toBe('x')
  })
})
