import { describe, expect, it } from 'vitest'

import { previewExitTarget, previewTarget } from '@/domain/preview-target'

describe('preview targets', () => {
  it.each([
    ['/how-it-works', 'en', '/how-it-works?lng=en'],
    ['/', 'he', '/?lng=he'],
    ['/projects/solar-farm', 'he', '/projects/solar-farm?lng=he'],
    ['/blog/%D7%A4%D7%95%D7%A1%D7%98', 'en', '/blog/%D7%A4%D7%95%D7%A1%D7%98?lng=en'],
    ['/how-it-works', 'fr', '/how-it-works?lng=he'],
    ['/how-it-works', null, '/how-it-works?lng=he'],
  ])('sends %s (%s) to %s', (path, lng, target) => {
    expect(previewTarget(path, lng)).toBe(target)
  })

  it.each([
    null,
    '',
    'how-it-works',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '/../admin',
    '/how-it-works?next=//evil.example',
    '/how-it-works#x',
    '/api/users',
    '/admin',
    '/admin/collections/pages',
    '/_next/static/x.js',
  ])('refuses %s', (path) => {
    expect(previewTarget(path, 'en')).toBeNull()
  })

  it('leaves preview to the same local path, or home for anything else', () => {
    expect(previewExitTarget('/smartclub2')).toBe('/smartclub2')
    expect(previewExitTarget('//evil.example')).toBe('/')
    expect(previewExitTarget(null)).toBe('/')
  })
})
