import { spawn } from 'node:child_process'

import { maxPreviewPages } from '@/domain/files/pdf-preview'

/** How long one page may take to draw. */
const renderTimeoutMs = 20_000

/**
 * One page of a PDF as a PNG, drawn by poppler's `pdftoppm` (which runs no JavaScript and no
 * form actions of the document), 1200 pixels on its longer side; null when the document has no
 * such page or poppler cannot read it.
 */
export function renderPdfPage(pdf: Buffer, page: number): Promise<Buffer | null> {
  if (!Number.isSafeInteger(page) || page < 1 || page > maxPreviewPages)
    return Promise.resolve(null)
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pdftoppm',
      ['-png', '-f', String(page), '-l', String(page), '-singlefile', '-scale-to', '1200', '-'],
      { stdio: ['pipe', 'pipe', 'ignore'], timeout: renderTimeoutMs },
    )
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      const png = Buffer.concat(chunks)
      resolve(code === 0 && png.length > 0 ? png : null)
    })
    // A document poppler stops reading early closes stdin: not an error of ours.
    child.stdin.on('error', () => {})
    child.stdin.end(pdf)
  })
}
