import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'

const context = { disableRevalidate: true }

async function png(name: string) {
  const data = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#3366aa' },
  })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${name}-${Date.now()}.png`, size: data.length }
}

describe('alt text of uploaded pictures', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('refuses an upload without alt text in the other language', async () => {
    await expect(
      payload.create({
        collection: 'media',
        locale: 'he',
        context,
        data: { alt: 'שקיעה מעל הים' },
        file: await png('one-language'),
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'altInOtherLanguage' })] },
    })
  })

  it('stores the other language’s alt text in that language', async () => {
    for (const [locale, alt, other] of [
      ['he', 'שקיעה מעל הים', 'Sunset over the sea'],
      ['en', 'Sunset over the sea', 'שקיעה מעל הים'],
    ] as const) {
      const created = await payload.create({
        collection: 'media',
        locale,
        context,
        data: { alt, altInOtherLanguage: other },
        file: await png(`both-${locale}`),
      })
      const stored = await payload.findByID({
        collection: 'media',
        id: created.id,
        locale: 'all',
        depth: 0,
      })
      const expected = locale === 'he' ? { he: alt, en: other } : { he: other, en: alt }
      expect(stored.alt).toEqual(expected)
      expect(stored).not.toHaveProperty('altInOtherLanguage', other)
    }
  })

  it('keeps each language’s alt text required when that language is edited', async () => {
    const created = await payload.create({
      collection: 'media',
      locale: 'he',
      context,
      data: { alt: 'גרף', altInOtherLanguage: 'A chart' },
      file: await png('edited'),
    })
    await expect(
      payload.update({ collection: 'media', id: created.id, locale: 'en', data: { alt: '' } }),
    ).rejects.toThrow()
  })
})
