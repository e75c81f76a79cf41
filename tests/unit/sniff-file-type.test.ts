import { describe, expect, it } from 'vitest'

import { extensionFor, sniffFileType } from '@/domain/files/sniff-file-type'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part,
    ),
  )

describe('file types from their first bytes', () => {
  it('recognises JPEG (JFIF and Exif)', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toBe('image/jpeg')
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18], 'Exif'))).toBe('image/jpeg')
  })

  it('recognises PNG', () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
    expect(sniffFileType(bytes(signature, [0, 0, 0, 0x0d], 'IHDR'))).toBe('image/png')
  })

  it('recognises WebP', () => {
    expect(sniffFileType(bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBPVP8 '))).toBe('image/webp')
  })

  it('recognises PDF only when it starts the file', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n%\u00e2\u00e3'))).toBe('application/pdf')
    expect(sniffFileType(bytes('<html><!-- %PDF-1.4 --></html>'))).toBeNull()
    expect(sniffFileType(bytes(' %PDF-1.4'))).toBeNull()
    expect(sniffFileType(bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBeNull()
  })

  it('refuses SVG and HTML, whatever the name, with a BOM or leading white space', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg/>',
      '<!DOCTYPE html><html><script>alert(1)</script>',
      '\n\t  <html>',
      '<script>alert(1)</script>',
    ])
      expect(sniffFileType(bytes(text)), text).toBeNull()
    expect(sniffFileType(bytes([0xef, 0xbb, 0xbf], '<html>'))).toBeNull()
    expect(sniffFileType(bytes([0xfe, 0xff, 0x00, 0x3c]))).toBeNull()
  })

  it('refuses GIF, executables, archives and HEIC', () => {
    expect(sniffFileType(bytes('GIF89a', [0x01, 0x00]))).toBeNull()
    expect(sniffFileType(bytes('MZ', [0x90, 0x00, 0x03]))).toBeNull()
    expect(sniffFileType(bytes([0x7f], 'ELF', [0x02, 0x01]))).toBeNull()
    expect(sniffFileType(bytes('PK', [0x03, 0x04, 0x14, 0x00]))).toBeNull()
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull()
  })

  it('refuses RIFF files that are not WebP, and truncated signatures', () => {
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull()
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeNull()
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffFileType(bytes('%PDF'))).toBeNull()
    expect(sniffFileType(new Uint8Array())).toBeNull()
  })
})

describe('extensions', () => {
  it('come from the sniffed type', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg')
    expect(extensionFor('image/png')).toBe('png')
    expect(extensionFor('image/webp')).toBe('webp')
    expect(extensionFor('application/pdf')).toBe('pdf')
  })
})
