import { describe, expect, it } from 'vitest'

import { pdfLooksComplete } from '@/domain/files/sniff-file-type'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('a PDF upload', () => {
  it('is complete with its cross-reference table and end marker', () => {
    expect(
      pdfLooksComplete(bytes('%PDF-1.7\n…\nxref\n0 1\ntrailer<<>>\nstartxref\n9\n%%EOF\n')),
    ).toBe(true)
  })

  it('is refused when cut off, or when it only claims to be a PDF further in', () => {
    expect(pdfLooksComplete(bytes('%PDF-1.4\n1 0 obj<<>>'))).toBe(false)
    expect(pdfLooksComplete(bytes('%PDF-1.4\n%%EOF'))).toBe(false)
    expect(pdfLooksComplete(bytes('<html>%PDF-1.4 xref %%EOF'))).toBe(false)
  })

  it('reads only the end of a large file for the markers', () => {
    const early = `%PDF-1.4\nxref\n%%EOF\n${'x'.repeat(2000)}`
    expect(pdfLooksComplete(bytes(early))).toBe(false)
  })
})
