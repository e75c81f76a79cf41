import { describe, expect, it } from 'vitest'

import { neutraliseFormula, startsLikeFormula } from '@/domain/files/spreadsheet-formula'
import { csvCell } from '@/domain/leads/leads-csv'

describe('startsLikeFormula', () => {
  it.each(['=1+1', '+972501234567', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '\n=1'])(
    'catches the ASCII formula starters and leading tab, CR, LF: %j',
    (text) => expect(startsLikeFormula(text)).toBe(true),
  )

  it.each([
    ['fullwidth equals', '\uFF1DHYPERLINK("http://evil.example")'],
    ['fullwidth plus', '\uFF0B1'],
    ['fullwidth hyphen-minus', '\uFF0D1'],
    ['fullwidth at', '\uFF20SUM(A1)'],
    ['small equals', '\uFE66cmd'],
    ['small plus', '\uFE621'],
    ['small hyphen-minus', '\uFE631'],
    ['small at', '\uFE6BSUM(A1)'],
    ['minus sign', '\u22121+1'],
    ['en dash', '\u20131+1'],
    ['leading spaces', '   =1+1'],
    ['no-break space', '\u00A0=1+1'],
    ['ideographic space', '\u3000\uFF1D1'],
    ['zero-width space', '\u200B=1+1'],
    ['right-to-left mark', '\u200F=1+1'],
    ['byte-order mark', '\uFEFF@SUM(A1)'],
    ['vertical tab', '\u000B=1'],
  ])('catches a look-alike a spreadsheet normalises: %s', (_name, text) => {
    expect(startsLikeFormula(text)).toBe(true)
  })

  it.each([
    'Dana Cohen',
    'דנה כהן',
    'a=b',
    'mail@example.com',
    '100',
    '',
    '   ',
    "'=quoted",
    '(=1)',
  ])('leaves ordinary text alone: %j', (text) => expect(startsLikeFormula(text)).toBe(false))
})

describe('neutraliseFormula and the CSV cell', () => {
  it('puts an apostrophe before a formula and keeps the text otherwise', () => {
    expect(neutraliseFormula('\uFF1D1+1')).toBe("'\uFF1D1+1")
    expect(neutraliseFormula('Dana')).toBe('Dana')
  })

  it('neutralises a fullwidth formula in a lead cell, quoted', () => {
    expect(csvCell('\uFF1DHYPERLINK("x")')).toBe('"\'\uFF1DHYPERLINK(""x"")"')
    expect(csvCell('\u200B@SUM(A1)')).toBe('"\'\u200B@SUM(A1)"')
    expect(csvCell('שלום')).toBe('"שלום"')
  })
})
