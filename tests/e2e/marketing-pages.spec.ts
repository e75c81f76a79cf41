import { expect, test } from '@playwright/test'

import { marketingPages } from '@/seed-data/marketing-pages-data'

import { expectNoAxeViolations } from './axe'

const pathOf: Record<string, string> = {
  home: '/',
  'how-it-works': '/how-it-works',
  'leading-investor': '/leading-investor',
  'smart-club': '/smartclub2',
  recruitment: '/recruitment',
}

for (const lang of ['he', 'en'] as const) {
  test.describe(`marketing pages in ${lang}`, () => {
    for (const seeded of marketingPages) {
      const path = pathOf[seeded.slug]!

      test(`${path} shows its blocks, metadata and no axe violations`, async ({ page }) => {
        await page.goto(`${path}?lng=${lang}`)
        const main = page.getByRole('main')
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr')
        // The leading hero is the page's one h1, with its image's alt text in this language.
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(seeded.title[lang])

        for (const block of seeded.blocks) {
          switch (block.blockType) {
            case 'hero':
              await expect(main.getByText(block.text[lang])).toBeVisible()
              if (block.image) await expect(main.getByAltText(block.image.alt[lang])).toBeVisible()
              if (block.buttonLabel)
                await expect(
                  main.getByRole('link', { name: block.buttonLabel[lang] }).first(),
                ).toHaveAttribute('href', block.href!)
              break
            case 'steps': {
              const list = main
                .getByRole('heading', { level: 2, name: block.heading![lang] })
                .locator('xpath=following-sibling::ol')
              await expect(list.getByRole('listitem')).toHaveCount(block.steps.length)
              await expect(list.getByRole('heading', { level: 3 })).toHaveText(
                block.steps.map((s) => s.title[lang]),
              )
              break
            }
            case 'stats':
              for (const stat of block.stats) {
                await expect(
                  main.getByRole('term').filter({ hasText: stat.label[lang] }),
                ).toHaveCount(1)
                await expect(
                  main.getByRole('definition').filter({ hasText: stat.value[lang] }).first(),
                ).toBeVisible()
              }
              break
            case 'faq': {
              const first = block.questions[0]!
              const answerStart = first.answer[lang].split('\n')[0]!
              await expect(main.getByText(answerStart)).toBeHidden()
              await main.getByText(first.question[lang]).click()
              await expect(main.getByText(answerStart)).toBeVisible()
              break
            }
            case 'team':
              for (const member of block.members) {
                await expect(
                  main.getByRole('heading', { level: 3, name: member.fullName[lang] }),
                ).toBeVisible()
                await expect(main.getByAltText(member.image.alt[lang])).toBeVisible()
                if (member.linkedin)
                  await expect(
                    main.getByRole('link', { name: new RegExp(member.fullName[lang]) }),
                  ).toHaveAttribute('href', member.linkedin)
              }
              break
            case 'logos':
              for (const logo of block.logos)
                await expect(main.getByText(logo.name[lang], { exact: true })).toBeVisible()
              break
            case 'callToAction':
              await expect(
                main.getByRole('heading', { level: 2, name: block.heading[lang] }),
              ).toBeVisible()
              await expect(
                main.getByRole('link', { name: block.buttonLabel[lang] }),
              ).toHaveAttribute('href', block.href)
              break
          }
        }

        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          seeded.description[lang],
        )
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          seeded.title[lang],
        )
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
          'content',
          lang === 'he' ? 'he_IL' : 'en_IL',
        )
        await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
          'content',
          /^https?:\/\/.+\.(png|webp)$/,
        )
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path === '/' ? '/' : path}\\?lng=${lang}$`),
        )
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('the default share image is served for pages without a picture of their own', async ({
  page,
  request,
}) => {
  await page.goto('/policy/privacy?lng=en')
  const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  expect(image).toMatch(/\/og-default\.png$/)
  const response = await request.get(new URL(image!).pathname)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})
