import sharp from 'sharp'

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

/**
 * The image re-encoded without its metadata (EXIF: the camera, the time, often the place), turned
 * upright first as the EXIF orientation said. With `square`, cropped to a centred square of at most
 * that many pixels a side (a profile picture: the header shows it on every page). Null when the
 * bytes are not a readable image.
 */
export async function stripImageMetadata(
  bytes: Uint8Array,
  type: ImageType,
  options: { square?: number } = {},
): Promise<Buffer | null> {
  try {
    let image = sharp(bytes, { failOn: 'error' }).rotate()
    if (options.square)
      image = image.resize(options.square, options.square, {
        fit: 'cover',
        withoutEnlargement: true,
      })
    if (type === 'image/png') return await image.png().toBuffer()
    if (type === 'image/webp') return await image.webp({ quality: 90 }).toBuffer()
    return await image.jpeg({ quality: 90 }).toBuffer()
  } catch {
    return null
  }
}
