import { describe, expect, it } from 'vitest'

import { catalogueTier, orderForCatalogue } from '@/domain/projects/catalogue-order'
import type { ProjectStatus } from '@/domain/projects/project-status'

const entry = (
  alias: string,
  status: ProjectStatus,
  startDate: string | null,
  endDate: string | null = null,
) => ({ alias, status, startDate, endDate })

const aliases = (entries: { alias: string }[]) => entries.map((e) => e.alias)

describe('the catalogue order', () => {
  it('puts raising projects first, coming soon next, finished after and unsuccessful last', () => {
    const ordered = orderForCatalogue([
      entry('failed', 'unsuccess_finished', '2026-01-01', '2026-02-01'),
      entry('coming', 'coming', '2026-12-10'),
      entry('done', 'success_finished', '2026-01-01', '2026-03-01'),
      entry('running', 'running', '2026-02-01', '2026-04-01'),
      entry('extended', 'raising_extend', '2026-10-01', '2026-12-30'),
      entry('raising', 'raising', '2026-11-01', '2026-12-20'),
    ])
    expect(aliases(ordered)).toEqual(['raising', 'extended', 'coming', 'running', 'done', 'failed'])
  })

  it('lists a raising project above one coming soon even when it has raised nothing yet', () => {
    expect(catalogueTier('raising')).toBeLessThan(catalogueTier('coming'))
    expect(catalogueTier('raising_extend')).toBe(catalogueTier('raising'))
    expect(catalogueTier('coming')).toBeLessThan(catalogueTier('success_finished'))
    expect(catalogueTier('success_finished')).toBeLessThan(catalogueTier('unsuccess_finished'))
  })

  it('orders raising projects newest first, coming ones soonest first, finished ones latest ended first', () => {
    const ordered = orderForCatalogue([
      entry('raising-old', 'raising', '2026-10-01T10:00:00Z'),
      entry('coming-late', 'coming', '2026-12-20T10:00:00Z'),
      entry('done-early', 'success_finished', '2025-01-01', '2025-03-01T10:00:00Z'),
      entry('raising-new', 'raising', '2026-11-20T10:00:00Z'),
      entry('coming-soon', 'coming', '2026-12-01T10:00:00Z'),
      entry('done-late', 'success_finished', '2025-01-01', '2025-09-01T10:00:00Z'),
    ])
    expect(aliases(ordered)).toEqual([
      'raising-new',
      'raising-old',
      'coming-soon',
      'coming-late',
      'done-late',
      'done-early',
    ])
  })

  it('puts undated projects after dated ones of their tier and breaks ties by alias', () => {
    const ordered = orderForCatalogue([
      entry('b', 'coming', null),
      entry('a', 'coming', null),
      entry('dated', 'coming', '2026-12-01'),
      entry('z', 'raising', '2026-11-01'),
      entry('y', 'raising', '2026-11-01'),
    ])
    expect(aliases(ordered)).toEqual(['y', 'z', 'dated', 'a', 'b'])
  })

  it('does not change the list it was given', () => {
    const given = [entry('c', 'coming', '2026-12-01'), entry('r', 'raising', '2026-11-01')]
    orderForCatalogue(given)
    expect(aliases(given)).toEqual(['c', 'r'])
  })
})
