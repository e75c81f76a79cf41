import { describe, expect, it } from 'vitest'

import { excerpt, groupInOrder, paragraphs } from '@/domain/content/excerpt'
import { pageFromParam, pageHref, pageWindow } from '@/domain/content/pagination'
import {
  maxSearchLength,
  normaliseSearchQuery,
  searchQueryVariants,
} from '@/domain/content/search-query'
import { postCacheTags } from '@/hooks/post-cache-tags'

describe('list pages (?page=)', () => {
  it('reads a whole page number of at least 1, anything else is the first page', () => {
    expect(pageFromParam('3')).toBe(3)
    for (const bad of [undefined, '', '0', '-2', '1.5', 'abc', '2e3', ['2', '3'], '9999999'])
      expect(pageFromParam(bad)).toBe(1)
  })

  it('counts pages, at least one even for an empty list', () => {
    expect(pageWindow(1, 0, 10)).toEqual({
      page: 1,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
    })
    expect(pageWindow(1, 20, 10)).toMatchObject({ totalPages: 2, hasNext: true })
    expect(pageWindow(2, 20, 10)).toMatchObject({ hasPrevious: true, hasNext: false })
    expect(pageWindow(2, 21, 10)).toMatchObject({ totalPages: 3, hasNext: true })
  })

  it('links to another page keeping the search, and page 1 without a page parameter', () => {
    expect(pageHref('/blog', 1)).toBe('/blog')
    expect(pageHref('/blog', 2)).toBe('/blog?page=2')
    expect(pageHref('/question-answer', 2, { q: 'מס הכנסה' })).toBe(
      '/question-answer?q=%D7%9E%D7%A1+%D7%94%D7%9B%D7%A0%D7%A1%D7%94&page=2',
    )
    expect(pageHref('/question-answer', 1, { q: undefined })).toBe('/question-answer')
  })
})

describe('Q&A search normalisation', () => {
  it('trims and collapses whitespace', () => {
    expect(normaliseSearchQuery('  minimum \n  amount ')).toBe('minimum amount')
  })

  it('drops Hebrew points and direction marks so pasted text still matches', () => {
    expect(normaliseSearchQuery('\u200Fהַשְׁקָעָה\u200E')).toBe('השקעה')
  })

  it('drops control characters and half characters, which the database refuses (`?q=%00`)', () => {
    expect(normaliseSearchQuery('a\u0000b\u0007')).toBe('ab')
    expect(normaliseSearchQuery('\u0000')).toBe('')
    expect(normaliseSearchQuery('x\ud800y')).toBe('xy')
    expect(normaliseSearchQuery('a'.repeat(99) + '😀')).toBe('a'.repeat(99))
  })

  it('gives nothing for a missing, repeated or blank parameter', () => {
    expect(normaliseSearchQuery(undefined)).toBe('')
    expect(normaliseSearchQuery(['a', 'b'])).toBe('')
    expect(normaliseSearchQuery('   ')).toBe('')
  })

  it('cuts a long search to the maximum length', () => {
    expect(normaliseSearchQuery('x'.repeat(500))).toHaveLength(maxSearchLength)
  })

  it('searches a Hebrew abbreviation with keyboard quotes and with gershayim alike', () => {
    expect(searchQueryVariants('אג"ח')).toEqual(['אג"ח', 'אג״ח'])
    expect(searchQueryVariants('אג״ח')).toEqual(['אג״ח', 'אג"ח'])
    expect(searchQueryVariants('צ’ק')).toEqual(['צ’ק', 'צ׳ק', "צ'ק"])
    expect(searchQueryVariants('bank transfer')).toEqual(['bank transfer'])
  })
})

describe('excerpts and answers', () => {
  it('keeps text that fits and cuts long text at a word with an ellipsis', () => {
    expect(excerpt('Short text.', 160)).toBe('Short text.')
    const cut = excerpt('one two three four five six seven eight nine ten', 20)
    expect(cut).toBe('one two three four…')
    expect(cut.length).toBeLessThanOrEqual(20)
  })

  it('splits an answer into paragraphs at blank lines', () => {
    expect(paragraphs('First line\nsame paragraph\n\n  Second \n\n\n')).toEqual([
      'First line\nsame paragraph',
      'Second',
    ])
  })

  it('gathers items under their group in first-seen order', () => {
    const items = [
      { g: 'Investing', n: 1 },
      { g: 'Risks', n: 2 },
      { g: 'Investing', n: 3 },
    ]
    expect(groupInOrder(items, (i) => i.g)).toEqual([
      { group: 'Investing', items: [items[0], items[2]] },
      { group: 'Risks', items: [items[1]] },
    ])
  })
})

describe('post cache tags', () => {
  it('expires the post page and the lists', () => {
    expect(postCacheTags({ slug: 'shares-or-bonds' })).toEqual([
      'post:shares-or-bonds',
      'collection:posts',
    ])
  })

  it('expires only the lists for a draft saved before it has a slug', () => {
    expect(postCacheTags({ slug: undefined })).toEqual(['collection:posts'])
    expect(postCacheTags({ slug: null })).toEqual(['collection:posts'])
    expect(postCacheTags({})).toEqual(['collection:posts'])
  })
})
