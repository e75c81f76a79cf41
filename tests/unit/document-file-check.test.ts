import { describe, expect, it } from 'vitest'

import { documentFileProblem } from '@/domain/files/document-file-check'

const megabyte = 1024 * 1024
const limits = { maxBytes: 10 * megabyte }

describe('documentFileProblem', () => {
  it('accepts photos and PDF up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
      expect(documentFileProblem({ size: 10 * megabyte, type }, limits)).toBeNull()
  })

  it('asks for a file when none or an empty one is chosen', () => {
    expect(documentFileProblem(undefined, limits)).toBe('fileMissing')
    expect(documentFileProblem({ size: 0, type: 'image/png' }, limits)).toBe('fileMissing')
  })

  it('refuses other types, an unknown type and, for a picture, PDF', () => {
    expect(documentFileProblem({ size: 10, type: 'text/html' }, limits)).toBe('fileTypeRefused')
    expect(documentFileProblem({ size: 10, type: 'image/svg+xml' }, limits)).toBe('fileTypeRefused')
    expect(documentFileProblem({ size: 10, type: '' }, limits)).toBe('fileTypeRefused')
    expect(
      documentFileProblem({ size: 10, type: 'application/pdf' }, { ...limits, imagesOnly: true }),
    ).toBe('fileTypeRefused')
  })

  it('refuses a file one byte over the limit', () => {
    expect(documentFileProblem({ size: 10 * megabyte + 1, type: 'image/jpeg' }, limits)).toBe(
      'fileTooLarge',
    )
  })
})
