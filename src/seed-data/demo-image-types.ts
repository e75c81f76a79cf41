import type { DemoPhotoId } from './photos/demo-photos'

type Text = { he: string; en: string }

/**
 * One demo image: a photograph from the curated set (projects, posts, page heroes), a neutral
 * avatar for a person (no free-licence portraits exist to use), or a simple mark for a firm's logo.
 * Drawn and uploaded by the seed (`src/server/seed/demo-image.ts`).
 */
export type DemoImage = {
  /** File name without extension; also how a second seed run finds the image again. */
  name: string
  width?: number
  height?: number
} & (
  | { photo: DemoPhotoId; alt?: Text }
  | { avatar: { hue: number }; alt: Text }
  | { logo: { hue: number; mark: LogoMark }; alt: Text }
)

export type LogoMark = 'ring' | 'triangle' | 'bars' | 'diamond'
