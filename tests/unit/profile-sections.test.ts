import { describe, expect, it } from 'vitest'

import { sectionOfStep, sectionState, sectionToOpen } from '@/domain/investors/profile-sections'

const sections = [
  { id: 'personal', steps: ['personal'] },
  { id: 'documents', steps: ['documents', 'identityCheck'] },
  { id: 'investorType', steps: ['investorType'] },
  { id: 'security', steps: [] },
] as const

describe('profile sections', () => {
  it('opens the section the address names', () => {
    expect(sectionToOpen(sections, 'security', 'personal')).toBe('security')
  })

  it("opens the next step's section when the address names none or an unknown one", () => {
    expect(sectionToOpen(sections, undefined, 'identityCheck')).toBe('documents')
    expect(sectionToOpen(sections, 'nonsense', 'investorType')).toBe('investorType')
  })

  it('opens the first section once nothing is missing', () => {
    expect(sectionToOpen(sections, null, null)).toBe('personal')
  })

  it('finds where each step is completed', () => {
    expect(sectionOfStep(sections, 'identityCheck')).toBe('documents')
    expect(sectionOfStep([], 'personal')).toBeNull()
  })

  it('reports a section complete, incomplete, waiting for review, or not needed', () => {
    const [personal, documents, , security] = sections
    expect(sectionState(personal, ['documents'], false)).toBe('complete')
    expect(sectionState(personal, ['personal'], false)).toBe('incomplete')
    expect(sectionState(documents, ['identityCheck'], true)).toBe('waiting')
    expect(sectionState(documents, ['identityCheck'], false)).toBe('incomplete')
    expect(sectionState(documents, ['documents', 'identityCheck'], true)).toBe('incomplete')
    expect(sectionState(security, ['personal'], false)).toBeNull()
  })
})
