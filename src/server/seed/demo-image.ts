import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '@/payload-types'

type DemoImage = {
  /** File name without extension; also how a second seed run finds the image again. */
  name: string
  alt: { he: string; en: string }
  /** Hue of the gradient (0-360), so images of one project look alike and differ from others. */
  hue: number
  width?: number
  height?: number
}

const context = { disableRevalidate: true }

function gradientSvg({ hue, width, height }: { hue: number; width: number; height: number }) {
  const second = (hue + 40) % 360
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},55%,42%)"/>
        <stop offset="1" stop-color="hsl(${second},60%,62%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="hsla(0,0%,100%,0.18)"/>
      <rect x="${width * 0.1}" y="${height * 0.62}" width="${width * 0.45}" height="${height * 0.12}" rx="8" fill="hsla(0,0%,100%,0.25)"/>
    </svg>`,
  )
}

/**
 * A demo image drawn by sharp (the machine has no internet to fetch stock photos), uploaded
 * through Payload so its sizes are generated like an editor's upload. Reused on a second run.
 */
export async function createDemoImage(payload: Payload, image: DemoImage): Promise<Media> {
  const filename = `${image.name}.png`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { like: image.name } },
    limit: 1,
  })
  if (existing.docs[0]) return existing.docs[0]
  const width = image.width ?? 1200
  const height = image.height ?? 750
  const data = await sharp(gradientSvg({ hue: image.hue, width, height }))
    .png()
    .toBuffer()
  // Uploaded as an editor does: in Hebrew, with the English alt text the upload also asks for.
  const created = await payload.create({
    collection: 'media',
    locale: 'he',
    context,
    data: { alt: image.alt.he, altInOtherLanguage: image.alt.en },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
  })
  return payload.findByID({ collection: 'media', id: created.id, locale: 'en', depth: 0 })
}
