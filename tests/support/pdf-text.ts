import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Without direction marks and embeddings (pdftotext writes RLE/LRE…PDF around runs; Intl adds RLM)
 * and without white space: where a left-to-right run meets Hebrew, pdftotext places the space or
 * punctuation between them on the wrong side ("בנגב 2בע"מ"), which the page does not.
 */
export const squash = (text: string) =>
  text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\s]/g, '')

/** A PDF's text as poppler's pdftotext reads it (logical order), squashed, and its page count. */
export function pdfText(pdf: Uint8Array): { text: string; pages: number } {
  const directory = mkdtempSync(path.join(tmpdir(), 'pdf-text-'))
  try {
    const file = path.join(directory, 'document.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    return { text: squash(text), pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}
