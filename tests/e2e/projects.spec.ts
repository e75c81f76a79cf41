import { expect, test, type Page } from '@playwright/test'

import { createDemoPdf } from '../../src/seed-data/demo-pdf'
import { demoProjectAliases as aliases } from '../../src/seed-data/demo-projects-data'
import {
  registerViaApi,
  strongPassword,
  uniqueEmail,
  uniqueIp,
  withDatabase,
} from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { aProjectWithInvestments, investInProject, readyAccount, signIn } from './invest-support'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'
import { staffAuthHeaders } from './staff'

/** Intl adds direction marks and narrow spaces around amounts; compare without them. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s+/g, ' ')

const cards = (page: Page) => page.locator('.catalogue__grid > li')

async function signInInvestor(page: Page) {
  const email = uniqueEmail('projects')
  await registerViaApi(page.request, { email })
  const login = await page.request.post('/api/login', {
    headers: { 'X-Forwarded-For': uniqueIp() },
    data: { login: email, password: strongPassword },
  })
  expect(login.status()).toBe(200)
}

async function documentFile(alias: string): Promise<string> {
  return withDatabase(async (client) => {
    const result = await client.query<{ filename: string }>(
      `select d.filename from project_documents d join projects p on p.id = d.project_id
       where p.alias = $1 order by d.id limit 1`,
      [alias],
    )
    return result.rows[0]!.filename
  })
}

for (const { lng, m } of languages) {
  const p = m.Projects

  test.describe(`projects (${lng})`, () => {
    testIn(lng, 'he')(
      'catalogue filters by status group and category through the URL',
      async ({ page }) => {
        await page.goto(`/projects?lng=${lng}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.catalogueTitle)

        await page
          .getByRole('navigation', { name: p.statusFilter })
          .getByRole('link', { name: p.groups.raising })
          .click()
        await expect(page).toHaveURL(/\/projects\?status=raising$/)
        await expect(page.getByRole('link', { name: p.groups.raising })).toHaveAttribute(
          'aria-current',
          'page',
        )
        const raising = await cards(page)
          .locator('.badge[data-status]')
          .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')))
        expect(raising.length).toBeGreaterThanOrEqual(5)
        expect(new Set(raising)).toEqual(new Set(['raising', 'raising_extend']))

        await page.getByRole('link', { name: p.groups.coming }).click()
        await expect(page).toHaveURL(/status=coming/)
        await expect(cards(page).locator('.badge[data-status="coming"]')).toHaveCount(3)
        await expect(cards(page)).toHaveCount(3)

        await page.getByRole('link', { name: p.groups.finished }).click()
        await expect(page).toHaveURL(/status=finished/)
        await expect(cards(page)).toHaveCount(3)
        await expect(cards(page).locator('.badge[data-status="success_finished"]')).toHaveCount(3)

        // Only categories some listed project belongs to: the blog's own ones are not offered.
        const offered = await page
          .getByLabel(p.categoryFilter)
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
        expect(offered).toEqual(expect.arrayContaining(['', 'real-estate', 'residential', 'cyber']))
        expect(offered).not.toContain('regulation')
        expect(offered).not.toContain('market-news')

        // The category form is a plain GET form: it keeps the chosen status group.
        await page.getByLabel(p.categoryFilter).selectOption('residential')
        await page.getByRole('button', { name: p.applyFilters }).click()
        await expect(page).toHaveURL(/status=finished&category=residential/)
        await expect(cards(page)).toHaveCount(1)
        await expect(cards(page).getByRole('heading')).toHaveText(
          lng === 'en' ? 'Beer Sheva Student Housing' : 'מעונות סטודנטים באר שבע',
        )

        await page.goto(`/investment_opportunities?category=real-estate&lng=${lng}`)
        await expect(cards(page)).toHaveCount(5)
        await expect(page.getByLabel(p.categoryFilter)).toHaveValue('real-estate')
        for (const link of await cards(page).getByRole('link').all())
          await expect(link).toHaveAttribute('href', /^\/investment_opportunities\//)
      },
    )

    testIn(lng, 'en')(
      'catalogue pages through the URL and lists no draft, project under review or angel campaign',
      async ({ page }) => {
        await page.goto(`/projects?lng=${lng}`)
        await expect(cards(page)).toHaveCount(9)
        await expect(page.getByText(lng === 'en' ? '14 projects' : '14 פרויקטים')).toBeVisible()
        const pages = page.getByRole('navigation', { name: p.pagination })
        await pages.getByRole('link', { name: p.nextPage }).click()
        await expect(page).toHaveURL(/\/projects\?page=2$/)
        await expect(cards(page)).toHaveCount(5)
        await expect(
          pages.getByRole('link', { name: p.pageNumber.replace('{page}', '2') }),
        ).toHaveAttribute('aria-current', 'page')
        await expect(pages.getByRole('link', { name: p.nextPage })).toHaveCount(0)
        await pages.getByRole('link', { name: p.previousPage }).click()
        await expect(page).toHaveURL(/\/projects$/)

        const hrefs: string[] = []
        for (const n of [1, 2]) {
          await page.goto(`/projects?page=${n}&lng=${lng}`)
          for (const link of await cards(page).getByRole('link').all())
            hrefs.push((await link.getAttribute('href')) ?? '')
        }
        expect(hrefs).toHaveLength(14)
        // Past the last page there is no page, as in the blog.
        expect((await page.request.get(`/projects?page=3&lng=${lng}`)).status()).toBe(404)
        for (const hidden of [aliases.draft, aliases.notPublic, aliases.angel])
          expect(hrefs).not.toContain(`/projects/${hidden}`)
        expect(hrefs).toContain(`/projects/${aliases.running}`)
        expect(hrefs).toContain(`/projects/${aliases.unsuccessful}`)
      },
    )

    testIn(lng, 'he')(
      '"All" lists the raising projects first, then those coming soon, the finished last',
      async ({ page }) => {
        const statuses: string[] = []
        for (const n of [1, 2]) {
          await page.goto(`/projects?page=${n}&lng=${lng}`)
          statuses.push(
            ...(await cards(page)
              .locator('.badge[data-status]')
              .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status') ?? ''))),
          )
        }
        expect(statuses).toHaveLength(14)
        const tier = (status: string) =>
          ['raising', 'raising_extend'].includes(status)
            ? 0
            : status === 'coming'
              ? 1
              : status === 'unsuccess_finished'
                ? 3
                : 2
        const tiers = statuses.map(tier)
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b))
        expect(tiers.slice(0, 9)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1])
      },
    )

    testIn(lng, 'he')(
      'each card shows the raise against minimum and maximum, investors and days left',
      async ({ page }) => {
        // Makes a project and its investments first (the worker's fixture host may start Payload).
        test.slow()
        // The raise comes from the ledger: 3 investors put in $15,000 each (45% of the maximum). An
        // angel campaign, which visitors do not see: the catalogue's counts stay the seed's.
        const alias = await aProjectWithInvestments(
          {
            currency: 'USD',
            angelCampaign: true,
            minimumRaise: 40_000_00,
            maximumRaise: 100_000_00,
            unitPrice: 10_00,
            minimalInvestment: 15_000_00,
            stage: 'seed',
            endInDays: 25,
          },
          '15000',
          3,
        )
        // A pre-qualified investor (identity approved) sees angel campaigns, and reads the
        // catalogue afresh.
        await signIn(page, (await readyAccount(page.request, lng, { kycStatus: 'approved' })).email)
        await page.goto(`/projects?status=raising&lng=${lng}`)
        const card = page.locator('.project-card', {
          has: page.locator(`a[href="/projects/${alias}"]`),
        })
        await expect(card.locator('img')).toHaveAttribute('src', /\/api\/media\/file\//)
        const bar = card.getByRole('progressbar')
        await expect(bar).toHaveAttribute('aria-valuenow', '45')
        const valueText = plain((await bar.getAttribute('aria-valuetext')) ?? '')
        expect(valueText).toContain('45,000')
        expect(valueText).toContain('112%')
        expect(valueText).toContain('40,000')
        expect(valueText).toContain('100,000')
        await expect(card).toContainText(
          p.investors.match(/other \{([^}]*)\}/)![1]!.replace('#', '3'),
        )
        await expect(card).toContainText(lng === 'en' ? '25 days left' : 'נותרו 25 ימים')
        await expect(card).toContainText(p.stage.seed)
      },
    )

    test('the project page shows every tab by link and by keyboard', async ({ page }) => {
      await gotoInteractive(page, `/projects/${aliases.raisingStock}?lng=${lng}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'en' ? 'Solaris Grid' : 'סולאריס גריד',
      )
      const tablist = page.getByRole('tablist', { name: p.tabs })
      const tab = (id: keyof typeof p.tab) => tablist.getByRole('tab', { name: p.tab[id] })
      const panel = page.getByRole('tabpanel')
      await expect(tab('overview')).toHaveAttribute('aria-selected', 'true')
      await expect(panel).toContainText(
        lng === 'en' ? 'apartment-building roofs' : 'גגות בתים משותפים',
      )

      await tab('team').click()
      await expect(page).toHaveURL(/tab=team/)
      await expect(panel).toContainText(lng === 'en' ? 'Noa Levi' : 'נועה לוי')
      await expect(
        panel.getByRole('link', {
          name: lng === 'en' ? 'Noa Levi on LinkedIn' : 'נועה לוי בלינקדאין',
        }),
      ).toBeVisible()
      await tab('documents').click()
      await expect(panel).toContainText(lng === 'en' ? 'Offer report' : 'דוח הצעה')
      await tab('investment').click()
      await expect(panel.getByRole('table', { name: p.sharePackages })).toBeVisible()
      await tab('updates').click()
      await expect(page).toHaveURL(/tab=updates/)
      await expect(panel.getByRole('heading').first()).toHaveText(
        lng === 'en' ? 'We passed the minimum target' : 'עברנו את יעד המינימום',
      )

      // Arrow keys follow the reading direction: right goes forward in English, left in Hebrew
      // (once the tabs' behaviour, loaded after the page, has taken over from the links).
      await expect(page.locator('#project-tabs[data-enhanced]')).toHaveCount(1)
      const forward = lng === 'en' ? 'ArrowRight' : 'ArrowLeft'
      const backward = lng === 'en' ? 'ArrowLeft' : 'ArrowRight'
      await tab('updates').focus()
      await page.keyboard.press(forward)
      await expect(tab('overview')).toBeFocused()
      await expect(tab('overview')).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press(forward)
      await expect(tab('team')).toBeFocused()
      await expect(tab('team')).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press(backward)
      await expect(tab('overview')).toBeFocused()
      await page.keyboard.press('End')
      await expect(tab('updates')).toBeFocused()
      await expect(page).toHaveURL(/tab=updates/)
      // Only the chosen tab is in the Tab order; Tab moves on into its panel.
      await expect(tab('team')).toHaveAttribute('tabindex', '-1')
      await page.keyboard.press('Tab')
      await expect(panel).toBeFocused()

      // A shared address opens its tab directly.
      await page.goto(`/investment_opportunities/${aliases.raisingStock}?tab=team&lng=${lng}`)
      await expect(tab('team')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toContainText(
        lng === 'en' ? 'Itai Cohen' : 'איתי כהן',
      )
    })

    testIn(lng, 'en')(
      'the gallery embeds the video from youtube-nocookie with a title',
      async ({ page }) => {
        await page.goto(`/projects/${aliases.raisingStock}?lng=${lng}`)
        const gallery = page.getByRole('region', { name: p.gallery })
        await expect(gallery.locator('img')).toHaveCount(2)
        const frame = gallery.locator('iframe')
        await expect(frame).toHaveAttribute(
          'src',
          'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        )
        await expect(frame).toHaveAttribute('title', /.+/)
      },
    )

    test("a bond project's terms show price per bond, interest and loan period", async ({
      page,
    }) => {
      await page.goto(`/investment_opportunities/${aliases.raisingBonds}?lng=${lng}`)
      const terms = page.getByRole('region', { name: p.terms })
      const term = (label: string) =>
        terms.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')
      expect(plain(await term(p.unitPriceBonds).innerText())).toContain('1,000')
      expect(plain(await term(p.minimalInvestment).innerText())).toContain('5,000')
      await expect(term(p.raisingTypeLabel)).toHaveText(p.raisingType.bonds)
      await expect(term(p.interest)).toHaveText('8.5%')
      await expect(term(p.loanPeriod)).toHaveText(lng === 'en' ? '24 months' : '24 חודשים')
      await expect(terms.getByText(p.unitPriceStock, { exact: true })).toHaveCount(0)
      const invest = page.getByRole('link', {
        name: p.invest.replace(
          '{name}',
          lng === 'en' ? 'TLV Urban Living' : 'מגורים בעיר – תל אביב',
        ),
      })
      await expect(invest).toHaveAttribute('href', `/invest/${aliases.raisingBonds}`)
      await expect(page.getByRole('region', { name: p.riskTitle })).toContainText(p.riskText)
    })

    testIn(lng, 'he')('a project that has not opened has no invest button', async ({ page }) => {
      await page.goto(`/projects/${aliases.comingBonds}?lng=${lng}`)
      await expect(page.getByText(p.investComing)).toBeVisible()
      await expect(page.locator('a[href^="/invest/"]')).toHaveCount(0)
    })

    testIn(lng, 'en')(
      'documents open where the project allows it, and to investors where it is for them',
      async ({ page }) => {
        await page.goto(`/projects/${aliases.raisingStock}?tab=documents&lng=${lng}`)
        const openLink = page.getByRole('tabpanel').getByRole('link').first()
        const href = (await openLink.getAttribute('href'))!
        expect(href).toMatch(/^\/api\/project-documents\/file\//)
        const file = await page.request.get(href)
        expect(file.status()).toBe(200)
        expect(file.headers()['content-type']).toContain('application/pdf')

        await page.goto(`/projects/${aliases.investorDocuments}?tab=documents&lng=${lng}`)
        const panel = page.getByRole('tabpanel')
        await expect(panel).toContainText(lng === 'en' ? 'Investor presentation' : 'מצגת משקיעים')
        await expect(panel.locator('a[href^="/api/project-documents/"]')).toHaveCount(0)
        await expect(panel.getByRole('link', { name: p.signInForDocuments })).toHaveAttribute(
          'href',
          '#login',
        )
        const privateFile = `/api/project-documents/file/${await documentFile(aliases.investorDocuments)}`
        expect((await page.request.get(privateFile)).status()).toBe(403)
        expect((await page.request.head(privateFile)).status()).toBe(403)

        await signInInvestor(page)
        await page.goto(`/projects/${aliases.investorDocuments}?tab=documents&lng=${lng}`)
        await expect(
          page.getByRole('tabpanel').locator('a[href^="/api/project-documents/"]'),
        ).toHaveCount(3)
        expect((await page.request.get(privateFile)).status()).toBe(200)
      },
    )

    testIn(lng, 'he')(
      'an angel campaign is hidden from visitors and unapproved investors, shown once the identity is approved',
      async ({ page, browser }) => {
        const path = `/projects/${aliases.angel}?lng=${lng}`
        expect((await page.goto(path))!.status()).toBe(404)
        // Signed in, the identity check sent but not yet approved: still the 404 page.
        const pending = await browser.newContext()
        const pendingPage = await pending.newPage()
        await signIn(pendingPage, (await readyAccount(pendingPage.request, lng)).email)
        expect((await pendingPage.goto(path))!.status()).toBe(404)
        await expect(pendingPage.getByRole('heading', { level: 1 })).toHaveText(m.NotFound.title)
        await pendingPage.goto(`/projects?status=raising&lng=${lng}`)
        await expect(pendingPage.locator('.catalogue__grid')).toBeVisible()
        await expect(pendingPage.locator(`a[href="/projects/${aliases.angel}"]`)).toHaveCount(0)
        await pending.close()
        await signIn(page, (await readyAccount(page.request, lng, { kycStatus: 'approved' })).email)
        expect((await page.goto(path))!.status()).toBe(200)
        await expect(page.getByText(p.angelCampaign).first()).toBeVisible()
        await page.goto(`/projects?status=raising&lng=${lng}`)
        await expect(page.locator(`a[href="/projects/${aliases.angel}"]`)).toBeVisible()
      },
    )

    testIn(lng, 'en')(
      'an unknown alias, a draft and a project under review give the 404 page',
      async ({ page }) => {
        for (const alias of ['no-such-project', aliases.draft, aliases.notPublic]) {
          const response = await page.goto(`/projects/${alias}?lng=${lng}`)
          expect(response!.status(), alias).toBe(404)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.NotFound.title)
        }
        expect(
          (await page.goto(`/investment_opportunities/no-such-project?lng=${lng}`))!.status(),
        ).toBe(404)
      },
    )

    testIn(lng, 'he')(
      'the project page has its own title, description and cover as the preview image',
      async ({ page }) => {
        await page.goto(`/projects/${aliases.raisingBonds}?lng=${lng}`)
        const name = lng === 'en' ? 'TLV Urban Living' : 'מגורים בעיר – תל אביב'
        await expect(page).toHaveTitle(new RegExp(`^${name}`))
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /project-tlv-urban-living-cover/,
        )
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          new RegExp(name),
        )
      },
    )

    test('catalogue and project page have no accessibility violations', async ({ page }) => {
      // Three pages through axe: close to the 30 s default when the suite loads both cores.
      test.slow()
      await gotoInteractive(page, `/projects?lng=${lng}`)
      await expectNoAxeViolations(page)
      await gotoInteractive(page, `/projects/${aliases.raisingStock}?lng=${lng}`)
      await expectNoAxeViolations(page)
      await gotoInteractive(page, `/projects/${aliases.raisingBonds}?tab=documents&lng=${lng}`)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every tab is reachable by its link and the filters still work', async ({ page }) => {
    const m = languages[0].m.Projects
    await page.goto(`/projects/${aliases.raisingStock}?lng=en`)
    await page.getByRole('tab', { name: m.tab.documents }).click()
    await expect(page).toHaveURL(/tab=documents/)
    await expect(page.getByRole('tabpanel')).toContainText('Offer report')
    await page.goto('/projects?lng=en')
    await page.getByLabel(m.categoryFilter).selectOption('fintech')
    await page.getByRole('button', { name: m.applyFilters }).click()
    await expect(page).toHaveURL(/category=fintech/)
    await expect(cards(page)).toHaveCount(1)
  })
})

test.describe('publishing', () => {
  const alias = 'kidcode-edtech'

  test('investments raise the figure on the cards; a new document shows on the public pages at once', async ({
    page,
    request,
  }) => {
    test.setTimeout(210_000)
    const catalogueCard = async (client = request) => {
      const html = await (await client.get('/projects?status=raising&lng=en')).text()
      const start = html.indexOf(`href="/projects/${alias}"`)
      return plain(html.slice(start, start + 4000))
    }
    const documentsTab = () =>
      request.get(`/projects/${alias}?tab=documents&lng=en`).then((r) => r.text())
    await catalogueCard()
    await documentsTab()

    const auth = await staffAuthHeaders(request)
    const found = await request.get(`/api/projects?where[alias][equals]=${alias}&depth=0`, {
      headers: auth,
    })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id

    // The raise comes from the ledger: two investors invest (whole shares of ₪4).
    const each = 4 * (2_000 + Math.floor(Math.random() * 2_000))
    await investInProject(alias, String(each), 2)
    const raised = await withDatabase(async (db) => {
      const result = await db.query<{ raised: string }>(
        'select raised from raise_totals where project_id = $1',
        [id],
      )
      return Number(result.rows[0]!.raised) / 100
    })
    expect(raised).toBeGreaterThanOrEqual(each * 2)
    const figure = new Intl.NumberFormat('en-IL').format(raised)
    // A signed-in investor reads the catalogue afresh; visitors' cached copy follows within a minute.
    await signInInvestor(page)
    await expect.poll(() => catalogueCard(page.request)).toContain(figure)
    await expect.poll(() => catalogueCard(), { timeout: 80_000 }).toContain(figure)

    // The documents tab is cached: only the upload can expire it.
    const title = `Board minutes ${Date.now()}`
    expect(await documentsTab()).not.toContain(title)
    const uploaded = await request.post('/api/project-documents?locale=en', {
      headers: auth,
      multipart: {
        file: {
          name: `minutes-${Date.now()}.pdf`,
          mimeType: 'application/pdf',
          buffer: createDemoPdf(['Board minutes']),
        },
        _payload: JSON.stringify({ title, project: id }),
      },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    // Expected at once (the upload expires the project's tag); in one full run it took longer than
    // 10 s after the minute spent above, so the page's own 60 s revalidation bounds the wait.
    await expect.poll(documentsTab, { timeout: 75_000 }).toContain(title)
  })
})
