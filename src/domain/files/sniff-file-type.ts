/**
 * The type of an uploaded file (ID documents, certificates) from its first bytes, never from its
 * name or the browser's Content-Type, which the uploader controls. Only the kinds we can show
 * safely pass: an SVG or an HTML page would run script when opened from our origin.
 */
export const sniffedFileTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const
export type SniffedFileType = (typeof sniffedFileTypes)[number]

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0))

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + prefix.length &&
    prefix.every((byte, index) => bytes[offset + index] === byte)
  )
}

const jpeg = [0xff, 0xd8, 0xff]
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const riff = ascii('RIFF')
const webp = ascii('WEBP')
// At offset 0 only: readers also accept '%PDF-' further in, which lets a file be both a PDF and an
// HTML page (a polyglot).
const pdf = ascii('%PDF-')

export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  if (startsWith(bytes, jpeg)) return 'image/jpeg'
  if (startsWith(bytes, png)) return 'image/png'
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'image/webp'
  if (startsWith(bytes, pdf)) return 'application/pdf'
  return null
}

/**
 * A PDF whose end holds its cross-reference table and end-of-file marker, as Payload's upload
 * check requires (a truncated or hand-made file fails there with a server error otherwise).
 */
export function pdfLooksComplete(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, pdf)) return false
  const end = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)))
  return end.includes('%%EOF') && end.includes('xref')
}

const extensions = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const satisfies Record<SniffedFileType, string>

/** The extension to store a file under, chosen from its sniffed type rather than the upload's name. */
export function extensionFor(type: SniffedFileType): (typeof extensions)[SniffedFileType] {
  return extensions[type]
}
