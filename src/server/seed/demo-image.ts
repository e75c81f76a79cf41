import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '@/payload-types'
import type { DemoImage, LogoMark } from '@/seed-data/demo-image-types'
import { demoPhotos } from '@/seed-data/photos/demo-photos'

type Text = { he: string; en: string }

const context = { disableRevalidate: true }
const photoDirectory = path.join(process.cwd(), 'src/seed-data/photos')

/** Head and shoulders on a soft colour: a person's picture until they upload their own. */
function avatarSvg(hue: number, size: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="hsl(${hue},35%,88%)"/>
    <circle cx="50" cy="40" r="17" fill="hsl(${hue},30%,52%)"/>
    <path d="M16 100 C16 76 31 63 50 63 C69 63 84 76 84 100 Z" fill="hsl(${hue},30%,52%)"/>
  </svg>`
}

/** A plain geometric mark on white, standing in for a partner firm's logo. */
function logoSvg(hue: number, mark: LogoMark, width: number, height: number) {
  const colour = `hsl(${hue},55%,40%)`
  const shapes: Record<LogoMark, string> = {
    ring: `<circle cx="50" cy="50" r="30" fill="none" stroke="${colour}" stroke-width="14"/>`,
    triangle: `<path d="M50 14 L88 84 L12 84 Z" fill="${colour}"/>`,
    bars: [20, 42, 64]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${60 - i * 18}" width="16" height="${26 + i * 18}" rx="3" fill="${colour}"/>`,
      )
      .join(''),
    diamond: `<path d="M50 12 L86 50 L50 88 L14 50 Z" fill="${colour}"/><path d="M50 32 L68 50 L50 68 L32 50 Z" fill="#fff"/>`,
  }
  const side = Math.min(width, height) * 0.7
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <svg x="${(width - side) / 2}" y="${(height - side) / 2}" width="${side}" height="${side}" viewBox="0 0 100 100">${shapes[mark]}</svg>
  </svg>`
}

type Drawn = { data: Buffer; alt: Text; credit?: string; licence?: string }

async function draw(image: DemoImage): Promise<Drawn> {
  if ('photo' in image) {
    const photo = demoPhotos[image.photo]
    const width = image.width ?? 1200
    const height = image.height ?? 750
    const data = await sharp(await readFile(path.join(photoDirectory, `${image.photo}.webp`)))
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
    return { data, alt: image.alt ?? photo.alt, credit: photo.credit, licence: photo.licence }
  }
  const width = image.width ?? 320
  const height = image.height ?? width
  const svg =
    'avatar' in image
      ? avatarSvg(image.avatar.hue, width)
      : logoSvg(image.logo.hue, image.logo.mark, width, height)
  const data = await sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer()
  return { data, alt: image.alt }
}

/**
 * A demo image uploaded through Payload, so its sizes are made as for an editor's upload, with the
 * photograph's author and licence recorded on it. Found again by name on a second run.
 */
export async function createDemoImage(payload: Payload, image: DemoImage): Promise<Media> {
  // A name taken on disk (a file an earlier database left) gets a number added, `-1`, found again
  // by this search; but a name ending in a number gets that number counted up instead, which the
  // search does not find, and which may be the name another image is taking at the same moment.
  if (/\d$/.test(image.name)) throw new Error(`demo image name ends in a number: ${image.name}`)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { like: image.name } },
    limit: 1,
  })
  if (existing.docs[0]) return existing.docs[0]
  const { data, alt, credit, licence } = await draw(image)
  // Uploaded as an editor does: in Hebrew, with the English alt text the upload also asks for.
  const created = await payload.create({
    collection: 'media',
    locale: 'he',
    context,
    data: { alt: alt.he, altInOtherLanguage: alt.en, credit, licence },
    file: { data, mimetype: 'image/webp', name: `${image.name}.webp`, size: data.length },
  })
  return payload.findByID({ collection: 'media', id: created.id, locale: 'en', depth: 0 })
}
