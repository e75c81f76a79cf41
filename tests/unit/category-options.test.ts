import { describe, expect, it } from 'vitest'

import { categoryOptionsInUse } from '@/domain/projects/category-options'

const categories = [
  { id: 1, slug: 'technology', name: 'Technology' },
  { id: 2, slug: 'fintech', name: 'Fintech', parent: 1 },
  { id: 3, slug: 'cyber', name: 'Cyber', parent: { id: 1 } },
  { id: 4, slug: 'real-estate', name: 'Real estate', parent: null },
  { id: 5, slug: 'residential', name: 'Residential', parent: 4 },
  { id: 6, slug: 'regulation', name: 'Regulation' },
]

describe('the catalogue’s category options', () => {
  it('keeps only categories and subcategories some project belongs to, in the given order', () => {
    expect(categoryOptionsInUse(categories, new Set([1, 3, 4, 5]))).toEqual([
      { slug: 'technology', name: 'Technology', children: [{ slug: 'cyber', name: 'Cyber' }] },
      {
        slug: 'real-estate',
        name: 'Real estate',
        children: [{ slug: 'residential', name: 'Residential' }],
      },
    ])
  })

  it('keeps a parent whose own projects are all filed under a subcategory', () => {
    expect(categoryOptionsInUse(categories, new Set([2]))).toEqual([
      { slug: 'technology', name: 'Technology', children: [{ slug: 'fintech', name: 'Fintech' }] },
    ])
  })

  it('offers nothing when no project is listed', () => {
    expect(categoryOptionsInUse(categories, new Set())).toEqual([])
  })
})
