/**
 * Whether a spreadsheet could run a cell's text as a formula (CSV injection, OWASP): it starts
 * with `=`, `+`, `-` or `@`, or with a tab, CR or LF. Spreadsheets also read look-alikes the same
 * way once they normalise the text, so the test is made after what they skip and fold: leading
 * spaces (any Unicode space), control and invisible format characters (zero-width, direction
 * marks) are passed over, and the first character is compared after NFKC (fullwidth `＝＋－＠`,
 * small `﹦﹢﹣﹫`) and with every dash and the minus sign (`−`) counted as `-`.
 */
const formulaStarters = new Set(['=', '+', '-', '@'])

const passedOver = /^[\p{Z}\p{Cc}\p{Cf}]+/u

const dashOrMinus = /^[\p{Pd}\u2212]/u

export function startsLikeFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true
  const first = text.replace(passedOver, '').normalize('NFKC').charAt(0)
  return formulaStarters.has(first) || dashOrMinus.test(first)
}

/** The text as a spreadsheet shows it but never runs it: an apostrophe before a formula. */
export function neutraliseFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text
}
