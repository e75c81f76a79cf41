import { readFile, writeFile } from 'node:fs/promises'

import sharp from 'sharp'

/**
 * Makes the raster icons from `public/favicon.svg` (run after changing it; the files are
 * committed): a 32 px PNG for browsers without SVG icons, `favicon.ico` (16 and 32 px PNGs inside)
 * for those that ask for it unprompted, and a 180 px apple-touch-icon on the brand colour with no
 * transparent corners (iOS draws its own).
 */
const publicDir = new URL('../../public/', import.meta.url)
const svg = await readFile(new URL('favicon.svg', publicDir))

const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: 72 * (size / 32) * 2 }).resize(size, size)
  return (background ? image.flatten({ background }) : image).png().toBuffer()
}

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0)
    entry.writeUInt8(size % 256, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const [png16, png32] = await Promise.all([png(16), png(32)])
await writeFile(new URL('favicon-32.png', publicDir), png32)
await writeFile(
  new URL('favicon.ico', publicDir),
  ico([
    { size: 16, data: png16 },
    { size: 32, data: png32 },
  ]),
)
await writeFile(new URL('apple-touch-icon.png', publicDir), await png(180, '#0b5cab'))
console.log('icons written to public/')
