import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'
import { marketingPages } from '@/seed-data/marketing-pages-data'
import { seedDemoContent } from '@/server/seed/seed-demo-content'

const asVisitor = (payload: Payload, slug: string, locale: 'he' | 'en') =>
  payload
    .find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      locale,
      fallbackLocale: false,
      depth: 1,
      overrideAccess: false,
    })
    .then((r) => r.docs[0] as Page | undefined)

/**
 * Checks of the seeded marketing pages. Run from `seed.test.ts` after its one first seed: the
 * integration files share a database, and that file asserts what the very first run creates.
 */
export function describeSeededMarketingPages(getPayload: () => Payload) {
  describe('seeded marketing pages', () => {
    let payload: Payload
    beforeAll(() => {
      payload = getPayload()
    })

    it('publishes each marketing page from its blocks in Hebrew and English, on the same blocks', async () => {
      for (const seeded of marketingPages) {
        const [he, en] = [
          await asVisitor(payload, seeded.slug, 'he'),
          await asVisitor(payload, seeded.slug, 'en'),
        ]
        const types = seeded.blocks.map((b) => b.blockType)
        expect(he?.layout?.map((b) => b.blockType).slice(0, types.length), seeded.slug).toEqual(
          types,
        )
        expect(en?.layout?.map((b) => b.id)).toEqual(he?.layout?.map((b) => b.id))
        expect(he?.meta?.description).toBe(seeded.description.he)
        expect(en?.meta?.description).toBe(seeded.description.en)

        const [heroHe, heroEn] = [he?.layout?.[0], en?.layout?.[0]]
        if (heroHe?.blockType !== 'hero' || heroEn?.blockType !== 'hero') throw new Error('no hero')
        expect([heroHe.heading, heroEn.heading]).toEqual([seeded.title.he, seeded.title.en])
        expect(typeof heroHe.image === 'object' && heroHe.image?.alt).toBeTruthy()
        expect(typeof heroEn.image === 'object' && heroEn.image?.alt).not.toBe(
          typeof heroHe.image === 'object' && heroHe.image?.alt,
        )
      }
    })

    it('gives the home page a hero and brief steps before its call to action', async () => {
      const home = await asVisitor(payload, 'home', 'en')
      expect(home?.layout?.map((b) => b.blockType)).toEqual(['hero', 'steps', 'callToAction'])
      const steps = home?.layout?.[1]
      expect(steps?.blockType === 'steps' && steps.steps.map((s) => s.title)).toEqual([
        'Choose a project',
        'Register and verify',
        'Invest from ₪500',
        'Receive shares or bonds',
      ])
    })

    it('links published questions to the FAQ blocks, readable by visitors in both languages', async () => {
      const page = await asVisitor(payload, 'leading-investor', 'en')
      const faq = page?.layout?.find((b) => b.blockType === 'faq')
      if (faq?.blockType !== 'faq') throw new Error('no FAQ block')
      const questions = faq.questions.map((q) => (typeof q === 'object' ? q.question : null))
      expect(questions).toEqual([
        'Does a leading investor get better terms?',
        'How do I join as a leading investor?',
      ])
    })

    it('sends companies from the recruitment page to their application and registration', async () => {
      const page = await asVisitor(payload, 'recruitment', 'en')
      const hero = page?.layout?.[0]
      const call = page?.layout?.at(-1)
      expect(hero?.blockType === 'hero' && hero.href).toBe('/recruitment/inquiry')
      expect(call?.blockType === 'callToAction' && call.href).toBe('#register-company')
    })

    it('team and logos carry images with alt text in each language', async () => {
      const page = await asVisitor(payload, 'recruitment', 'he')
      const team = page?.layout?.find((b) => b.blockType === 'team')
      const logos = page?.layout?.find((b) => b.blockType === 'logos')
      if (team?.blockType !== 'team' || logos?.blockType !== 'logos') throw new Error('missing')
      expect(team.members.map((m) => typeof m.image === 'object' && m.image?.alt)).toEqual([
        'דיוקן של מיכל ברגר',
        'דיוקן של עמית כהן',
        'דיוקן של נועה אזולאי',
      ])
      expect(logos.logos).toHaveLength(4)
    })

    it('adds nothing and keeps editors’ changes when run again', async () => {
      const counts = async () =>
        Promise.all(
          (['pages', 'media', 'qa-items'] as const).map(
            async (collection) => (await payload.count({ collection })).totalDocs,
          ),
        )
      const page = await asVisitor(payload, 'smart-club', 'en')
      await payload.update({
        collection: 'pages',
        id: page!.id,
        locale: 'en',
        context: { disableRevalidate: true },
        data: { meta: { description: 'Edited by an editor' } },
      })
      const before = await counts()
      await seedDemoContent(payload)
      expect(await counts()).toEqual(before)
      expect((await asVisitor(payload, 'smart-club', 'en'))?.meta?.description).toBe(
        'Edited by an editor',
      )
    })
  })
}
