import { describe, expect, it } from 'vitest'

import {
  firstIncompleteStep,
  resumeStep,
  stepCompleteness,
  stepReachable,
} from '@/domain/companies/inquiry-steps'
import { minorToShekelText } from '@/domain/companies/inquiry-form'

const company = {
  legalNameHe: 'אקמי בע"מ',
  legalNameEn: 'Acme Ltd',
  companyNumber: '515555555',
  incorporationDate: '2019-06-01',
  address: 'Herzl 1, Tel Aviv',
  website: null,
  contactName: 'Dana Cohen',
  contactRole: 'CEO',
  offeredByProspectus: false,
}

/** As stored: agorot, ids. */
const venture = {
  category: 3,
  subcategory: null,
  stage: 'seed' as const,
  raisingType: 'bonds' as const,
  minimumAmount: 500_000_00,
  maximumAmount: 1_000_000_00,
  pricePerShare: null,
  loanPeriodMonths: 24,
  annualInterestPercent: 6.5,
  companyValueBeforeRaising: null,
  useOfFunds: 'Working capital for two new branches in the north.',
  team: [{ photo: null, name: 'Dana Cohen', role: 'CEO', linkedinUrl: null, description: null }],
  descriptionHe: 'רשת מאפיות שכונתיות בצפון הארץ',
  descriptionEn: 'A chain of neighbourhood bakeries in the north',
}

const allFiles = [
  { kind: 'pitch-deck' },
  { kind: 'financial-statements' },
  { kind: 'articles-of-association' },
  { kind: 'cap-table' },
]

const none = { company: false, venture: false, files: false }
const all = { company: true, venture: true, files: true }

describe('inquiry steps', () => {
  it('reads the stored answers back through the steps’ own rules', () => {
    expect(stepCompleteness({ company, venture, files: allFiles })).toEqual({
      company: true,
      venture: true,
      files: true,
      missingFiles: [],
    })
    expect(
      stepCompleteness({
        company: { ...company, contactRole: null },
        venture: { ...venture, loanPeriodMonths: null },
        files: allFiles.slice(1),
      }),
    ).toEqual({ company: false, venture: false, files: false, missingFiles: ['pitch-deck'] })
    // Nothing saved yet: nothing complete.
    expect(stepCompleteness({ company: {}, venture: {}, files: [] })).toMatchObject(none)
  })

  it('does not count a team photo as a document', () => {
    const files = [...allFiles.slice(0, 3), { kind: 'team-photo' }]
    expect(stepCompleteness({ company, venture, files }).missingFiles).toEqual(['cap-table'])
  })

  it('reads agorot back as the shekels a person types', () => {
    expect(minorToShekelText(150_000_000)).toBe('1500000')
    expect(minorToShekelText(1_250)).toBe('12.50')
    expect(minorToShekelText(5)).toBe('0.05')
    expect(minorToShekelText(null)).toBe('')
  })

  it('opens a step only once every step before it is complete', () => {
    expect(firstIncompleteStep(none)).toBe('company')
    expect(firstIncompleteStep({ ...none, company: true })).toBe('venture')
    expect(firstIncompleteStep({ company: true, venture: true, files: false })).toBe('files')
    expect(firstIncompleteStep(all)).toBe('finish')
    expect(stepReachable('venture', none)).toBe(false)
    expect(stepReachable('company', { ...all, company: false })).toBe(true)
    expect(stepReachable('finish', { ...all, files: false })).toBe(false)
    expect(stepReachable('finish', all)).toBe(true)
  })

  it('resumes where the company was, never past the first incomplete step', () => {
    expect(resumeStep(null, none)).toBe('company')
    expect(resumeStep('venture', { ...none, company: true })).toBe('venture')
    // Went back to change the company data and left: it resumes there.
    expect(resumeStep('company', { ...all })).toBe('company')
    expect(resumeStep('finish', { company: true, venture: true, files: false })).toBe('files')
    expect(resumeStep('files', { ...none, company: true })).toBe('venture')
    expect(resumeStep(undefined, all)).toBe('finish')
  })
})
