import { describe, expect, it } from 'vitest'

import {
  catalogueQueryFromSegments,
  visitorViewPath,
  visitorViewPrefix,
} from '@/domain/projects/visitor-view'

const view = (path: string, query = '') => visitorViewPath(path, new URLSearchParams(query))

describe('cached visitor views of the catalogue and project pages', () => {
  it('turns the catalogue query into path segments, under both addresses', () => {
    expect(view('/projects')).toBe(`${visitorViewPrefix}/catalogue/projects/_/_/1`)
    expect(view('/investment_opportunities/', 'status=raising&category=fintech&page=3')).toBe(
      `${visitorViewPrefix}/catalogue/investment_opportunities/raising/fintech/3`,
    )
  })

  it('drops what the catalogue would ignore, so junk queries share one cached view', () => {
    expect(view('/projects', 'status=everything&category=Bad Slug&page=-2&utm_source=x')).toBe(
      `${visitorViewPrefix}/catalogue/projects/_/_/1`,
    )
  })

  it('gives a project page its tab as a segment, overview by default', () => {
    expect(view('/projects/solaris-grid', 'tab=team')).toBe(
      `${visitorViewPrefix}/project/projects/solaris-grid/team`,
    )
    expect(view('/investment_opportunities/solaris-grid', 'tab=nonsense')).toBe(
      `${visitorViewPrefix}/project/investment_opportunities/solaris-grid/overview`,
    )
  })

  it('leaves other paths and impossible aliases alone', () => {
    expect(view('/blog')).toBeNull()
    expect(view('/projects/solaris-grid/extra')).toBeNull()
    expect(view('/projects/Not_An_Alias')).toBeNull()
    expect(view('/projectsx')).toBeNull()
  })

  it('reads the segments back into the same catalogue query', () => {
    expect(catalogueQueryFromSegments({ group: '_', category: '_', page: '1' })).toEqual({
      group: null,
      category: null,
      page: 1,
    })
    expect(
      catalogueQueryFromSegments({ group: 'finished', category: 'fintech', page: '2' }),
    ).toEqual({ group: 'finished', category: 'fintech', page: 2 })
  })
})
