import { describe, expect, it } from 'vitest'

import {
  navigationTarget,
  progressAt,
  progressDurationMs,
  reachedTarget,
} from '@/domain/navigation/navigation-progress'

const page = 'https://site.example/projects/solaris-grid?tab=overview'

describe('the navigation progress bar', () => {
  it('creeps from 10% to 90% over its duration and never past 90%', () => {
    expect(progressAt(0)).toBeCloseTo(0.1)
    expect(progressAt(progressDurationMs / 2)).toBeCloseTo(0.5)
    expect(progressAt(progressDurationMs)).toBeCloseTo(0.9)
    expect(progressAt(60_000)).toBe(0.9)
  })

  it('follows links within the site, a change of the query alone included', () => {
    expect(navigationTarget('/projects?status=coming', page)).toBe('/projects?status=coming')
    expect(navigationTarget('?tab=team', page)).toBe('/projects/solaris-grid?tab=team')
    expect(navigationTarget('/projects/solaris-grid', page)).toBe('/projects/solaris-grid')
  })

  it('ignores the address shown, hash links, other sites, the admin and the API', () => {
    expect(navigationTarget(page, page)).toBeNull()
    expect(navigationTarget('#login', page)).toBeNull()
    expect(navigationTarget('https://other.example/projects', page)).toBeNull()
    expect(navigationTarget('/admin/collections/projects', page)).toBeNull()
    expect(navigationTarget('/api/media/file/a.pdf', page)).toBeNull()
  })

  it('is over once the address shows the target, query included', () => {
    const target = '/projects/solaris-grid?tab=team'
    expect(reachedTarget(target, { pathname: '/projects/solaris-grid', search: '?tab=team' })).toBe(
      true,
    )
    expect(
      reachedTarget(target, { pathname: '/projects/solaris-grid', search: '?tab=overview' }),
    ).toBe(false)
    expect(reachedTarget('/projects', { pathname: '/projects', search: '' })).toBe(true)
    expect(reachedTarget('/projects', { pathname: '/', search: '' })).toBe(false)
  })
})
