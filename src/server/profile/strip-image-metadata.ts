import sharp from 'sharp'

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

/**
 * The image re-encoded without its metadata (EXIF: the camera, the time, often the place), turned
 * upright first as the EXIF orientation said. Null when the bytes are not a readable image.
 */
export async function stripImageMetadata(
  bytes: Uint8Array,
  type: ImageType,
): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { failOn: 'error' }).rotate()
    if (type === 'image/png') return await image.png().toBuffer()
    if (type === 'image/webp') return await image.webp({ quality: 90 }).toBuffer()
    return await image.jpeg({ quality: 90 }).toBuffer()
  } catch {
    return null
  }
}
