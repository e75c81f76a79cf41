import { describe, expect, it } from 'vitest'

import { judgeInquiryFile } from '@/domain/companies/inquiry-file-type'
import {
  acceptFor,
  inquiryFileMaxBytes,
  inquiryFileProblem,
  missingFileKinds,
  teamPhotoMaxBytes,
} from '@/domain/companies/inquiry-files'
import { originalFileName } from '@/domain/companies/original-file-name'
import { judgeCsv, looksLikeXlsx } from '@/domain/files/sniff-spreadsheet'

const bytes = (text: string) => new TextEncoder().encode(text)
const pdf = bytes(
  '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n',
)
const html = bytes('<!DOCTYPE html><html><script>alert(1)</script></html>')
/** The start of an Office Open XML workbook: a ZIP naming its content types and workbook part. */
const xlsx = Uint8Array.from([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...bytes('....[Content_Types].xml....xl/workbook.xml....xl/worksheets/sheet1.xml'),
])
const docx = Uint8Array.from([
  0x50,
  0x4b,
  0x03,
  0x04,
  ...bytes('[Content_Types].xml word/document.xml'),
])
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('inquiry files judged by their bytes', () => {
  it('takes a complete PDF for every document', () => {
    for (const kind of [
      'pitch-deck',
      'financial-statements',
      'articles-of-association',
      'cap-table',
    ] as const)
      expect(judgeInquiryFile(pdf, kind)).toEqual({ ok: true, type: 'application/pdf' })
  })

  it('refuses an HTML page whatever its name, and a truncated PDF', () => {
    expect(judgeInquiryFile(html, 'pitch-deck')).toEqual({ ok: false, message: 'pdfOnly' })
    expect(judgeInquiryFile(html, 'cap-table')).toEqual({ ok: false, message: 'capTableTypes' })
    expect(judgeInquiryFile(bytes('%PDF-1.4\n1 0 obj<<>>'), 'pitch-deck')).toEqual({
      ok: false,
      message: 'pdfOnly',
    })
  })

  it('takes a spreadsheet as the cap table only', () => {
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    expect(judgeInquiryFile(xlsx, 'cap-table')).toEqual({ ok: true, type: xlsxType })
    expect(judgeInquiryFile(xlsx, 'financial-statements')).toEqual({
      ok: false,
      message: 'pdfOnly',
    })
    expect(looksLikeXlsx(docx)).toBe(false)
    const csv = bytes('Holder,Shares,Percent\nDana Cohen,6000,60\nAcme Fund,4000,40\n')
    expect(judgeInquiryFile(csv, 'cap-table')).toEqual({ ok: true, type: 'text/csv' })
    expect(judgeInquiryFile(csv, 'pitch-deck')).toEqual({ ok: false, message: 'pdfOnly' })
  })

  it('reads a CSV as a table of values', () => {
    expect(judgeCsv(bytes('\uFEFFבעל מניות;מניות\r\nדנה כהן;6000\r\n'))).toBe('csv')
    // Windows-1255 from an older Hebrew Excel: not UTF-8, still text.
    expect(judgeCsv(Uint8Array.from([0xe3, 0xf0, 0xe4, 0x2c, 0x31, 0x0a]))).toBe('csv')
    expect(judgeCsv(bytes('Holder,Change\nDana,-500\nFund,+20\n'))).toBe('csv')
    expect(judgeCsv(bytes('just one cell\n'))).toBe('notCsv')
    expect(judgeCsv(bytes('<table><tr><td>a,b</td></tr></table>'))).toBe('notCsv')
    expect(judgeCsv(Uint8Array.from([0x61, 0x2c, 0x00, 0x62]))).toBe('notCsv')
    expect(judgeCsv(new Uint8Array())).toBe('notCsv')
  })

  it('refuses a CSV with formulas, which would run in the reviewer’s spreadsheet', () => {
    for (const cell of ['=1+1', '@SUM(A1)', '+cmd|calc', '-HYPERLINK("x")', '"=2*3"'])
      expect(judgeCsv(bytes(`Holder,Shares\nDana,${cell}\n`)), cell).toBe('formula')
    expect(judgeInquiryFile(bytes('Holder,Shares\nDana,=1+1\n'), 'cap-table')).toEqual({
      ok: false,
      message: 'csvFormula',
    })
  })

  it('takes photos of team members as images only', () => {
    expect(judgeInquiryFile(png, 'team-photo')).toEqual({ ok: true, type: 'image/png' })
    expect(judgeInquiryFile(pdf, 'team-photo')).toEqual({ ok: false, message: 'photoTypes' })
    expect(judgeInquiryFile(png, 'pitch-deck')).toEqual({ ok: false, message: 'pdfOnly' })
  })
})

describe('what the browser checks before sending', () => {
  const file = (name: string, size = 1000) => ({ name, size })

  it('goes by the name’s extension and the size, to answer at once', () => {
    expect(inquiryFileProblem(file('deck.PDF'), 'pitch-deck')).toBeNull()
    expect(inquiryFileProblem(file('deck.pptx'), 'pitch-deck')).toBe('pdfOnly')
    expect(inquiryFileProblem(file('cap.xlsx'), 'cap-table')).toBeNull()
    expect(inquiryFileProblem(file('cap.csv'), 'cap-table')).toBeNull()
    expect(inquiryFileProblem(file('cap.xls'), 'cap-table')).toBe('capTableTypes')
    expect(inquiryFileProblem(file('me.jpeg'), 'team-photo')).toBeNull()
    expect(inquiryFileProblem(null, 'pitch-deck')).toBe('fileMissing')
    expect(inquiryFileProblem(file('empty.pdf', 0), 'pitch-deck')).toBe('fileMissing')
    expect(inquiryFileProblem(file('big.pdf', inquiryFileMaxBytes), 'pitch-deck')).toBeNull()
    expect(inquiryFileProblem(file('big.pdf', inquiryFileMaxBytes + 1), 'pitch-deck')).toBe(
      'fileTooLarge',
    )
    expect(inquiryFileProblem(file('me.png', teamPhotoMaxBytes + 1), 'team-photo')).toBe(
      'fileTooLarge',
    )
  })

  it('offers the kind’s types in the file chooser', () => {
    expect(acceptFor('pitch-deck')).toBe('application/pdf,.pdf')
    expect(acceptFor('cap-table')).toContain('.xlsx')
    expect(acceptFor('cap-table')).toContain('text/csv')
  })

  it('lists the documents still missing', () => {
    expect(missingFileKinds([{ kind: 'cap-table' }, { kind: 'team-photo' }])).toEqual([
      'pitch-deck',
      'financial-statements',
      'articles-of-association',
    ])
  })

  it('keeps the uploaded name as plain text to show back', () => {
    expect(originalFileName('C:\\Users\\dana\\דוחות 2024.pdf')).toBe('דוחות 2024.pdf')
    expect(originalFileName('a\u0000b\u0007.pdf')).toBe('ab.pdf')
    expect(originalFileName('   ')).toBe('file')
    expect(Array.from(originalFileName(`${'א'.repeat(300)}.pdf`))).toHaveLength(200)
  })
})
