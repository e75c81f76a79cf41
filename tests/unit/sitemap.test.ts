import { describe, expect, it } from 'vitest'

import { documentPath, indexableCmsPaths, sitemapEntries } from '@/domain/sitemap'

describe('sitemap entries', () => {
  it('lists each path once per language, each naming both languages and x-default', () => {
    const entries = sitemapEntries('https://invest.example/', [
      { path: '/how-it-works', updatedAt: '2026-11-20T10:00:00.000Z' },
    ])
    expect(entries.map((e) => e.url)).toEqual([
      'https://invest.example/how-it-works?lng=he',
      'https://invest.example/how-it-works?lng=en',
    ])
    for (const entry of entries) {
      expect(entry.alternates.languages).toEqual({
        he: 'https://invest.example/how-it-works?lng=he',
        en: 'https://invest.example/how-it-works?lng=en',
        'x-default': 'https://invest.example/how-it-works',
      })
      expect(entry.lastModified?.toISOString()).toBe('2026-11-20T10:00:00.000Z')
    }
  })

  it('keeps the home page as the bare site address and drops repeated paths', () => {
    const entries = sitemapEntries('https://invest.example', [{ path: '/' }, { path: '/' }])
    expect(entries.map((e) => e.url)).toEqual([
      'https://invest.example/?lng=he',
      'https://invest.example/?lng=en',
    ])
    expect(entries[0]).not.toHaveProperty('lastModified')
  })

  it('lists a CMS page once, by its first path, and only when published and indexable', () => {
    const paths = indexableCmsPaths([
      { slug: 'smart-club', updatedAt: '2026-11-01T00:00:00.000Z' },
      { slug: 'risks' },
      { slug: 'not-a-site-page' },
    ]).map((p) => p.path)
    expect(paths).toEqual(['/smartclub2', '/policy/risks'])
    expect(paths).not.toContain('/Smart-investor-Club')
    expect(paths).not.toContain('/thank-you')
  })

  it('encodes Hebrew slugs in document paths', () => {
    expect(documentPath('/blog', 'פוסט')).toBe('/blog/%D7%A4%D7%95%D7%A1%D7%98')
    expect(documentPath('/projects', 'solar-farm')).toBe('/projects/solar-farm')
  })
})
