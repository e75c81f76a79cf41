import { describe, expect, it } from 'vitest'

import { languageAlternates, pathInLanguage } from '@/domain/page-metadata'

describe('language alternates of a page', () => {
  it('make the page in its own language canonical, and the bare path x-default', () => {
    expect(languageAlternates('/projects/solaris-grid', 'he')).toEqual({
      canonical: '/projects/solaris-grid?lng=he',
      languages: {
        he: '/projects/solaris-grid?lng=he',
        en: '/projects/solaris-grid?lng=en',
        'x-default': '/projects/solaris-grid',
      },
    })
  })

  it('keep a query the path already has', () => {
    expect(pathInLanguage('/blog?page=2', 'en')).toBe('/blog?page=2&lng=en')
    expect(languageAlternates('/blog?page=2', 'en').canonical).toBe('/blog?page=2&lng=en')
  })
})
