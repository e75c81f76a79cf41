import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { totpCode } from '@/domain/auth/totp'
import { cmsPagePaths } from '@/domain/site-pages'
import { clientIpHeader } from '@/server/http/request-context'
import { readBankDetails } from '@/server/investments/payment-requests/read-bank-details'
import { seedDemoContent } from '@/server/seed/seed-demo-content'
import { openStaffSetup } from '@/server/staff/open-staff-setup'

import { testPayload } from '../support/payload'
import { anIp, completeSetupLink, signInStaff, staffTestPassword } from '../support/rest'
import { describeSeededMarketingPages } from './seeded-marketing-pages'

describe('demo seed', () => {
  let payload: Payload
  let firstRun: Awaited<ReturnType<typeof seedDemoContent>>

  // The first seed draws every demo image (about a minute; more on a busy machine).
  beforeAll(async () => {
    payload = await testPayload()
    // The seed makes an administrator only where there is none: the other files' are theirs.
    await payload.delete({ collection: 'users', where: { role: { equals: 'admin' } } })
    firstRun = await seedDemoContent(payload)
  }, 300_000)

  it('publishes a page for every CMS path, in Hebrew and in English', async () => {
    for (const slug of new Set(Object.values(cmsPagePaths))) {
      const [he, en] = (await Promise.all(
        (['he', 'en'] as const).map((locale) =>
          payload.find({
            collection: 'pages',
            where: { slug: { equals: slug } },
            locale,
            fallbackLocale: false,
            overrideAccess: false,
          }),
        ),
      ))!
      expect(he!.docs[0]?.title, slug).toBeTruthy()
      expect(en!.docs[0]?.title, slug).toBeTruthy()
      expect(he!.docs[0]?.title).not.toBe(en!.docs[0]?.title)
    }
  })

  it('fills navigation and footer in both languages', async () => {
    const [navHe, navEn, footerEn] = await Promise.all([
      payload.findGlobal({ slug: 'navigation', locale: 'he', fallbackLocale: false }),
      payload.findGlobal({ slug: 'navigation', locale: 'en', fallbackLocale: false }),
      payload.findGlobal({ slug: 'footer', locale: 'en', fallbackLocale: false }),
    ])
    expect(navHe.mainItems?.map((i) => i.label)).toContain('דף הבית')
    expect(navEn.mainItems?.map((i) => i.label)).toContain('Home')
    expect(navEn.legalItems).toHaveLength(4)
    expect(footerEn.groups?.map((g) => g.title)).toEqual(['General', 'Joining', 'Navigation'])
    expect(footerEn.companyName).toBe('Invest Together Ltd.')
  })

  it('fills fictitious bank details for payment requests in both languages', async () => {
    const [he, en] = await Promise.all(
      (['he', 'en'] as const).map((locale) => readBankDetails(payload, locale)),
    )
    expect(he).toMatchObject({ beneficiary: 'חשבון נאמנות לדוגמה', bankNumber: '99' })
    expect(en).toMatchObject({ beneficiary: 'Demo Trust Account', bankName: 'Demo Bank Ltd' })
  })

  it('gives the home page a call to action in both languages, on the same block', async () => {
    const read = async (locale: 'he' | 'en') =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'home' } },
          locale,
          fallbackLocale: false,
        })
      ).docs[0]?.layout?.find((block) => block.blockType === 'callToAction')
    const [he, en] = [await read('he'), await read('en')]
    expect(he?.blockType).toBe('callToAction')
    expect(he?.id).toBe(en?.id)
    if (he?.blockType !== 'callToAction' || en?.blockType !== 'callToAction') return
    expect([he.heading, en.heading]).toEqual(['מוכנים להשקיע?', 'Ready to invest?'])
    expect(en.href).toBe('/investment_opportunities')
  })

  it('creates one admin with no known password and a setup link that sets one', async () => {
    expect(firstRun.adminCreated).toBe(true)
    if (!firstRun.adminCreated) return
    expect(firstRun.passwordGiven).toBe(false)
    expect(firstRun.setupLink).toMatch(/\/staff-setup\?lng=he&token=stf_/)
    const token = new URL(firstRun.setupLink).searchParams.get('token')
    const view = await openStaffSetup(payload, token, { ip: anIp(), userAgent: null, locale: 'he' })
    expect(view.choosesPassword).toBe(true)
    const password = 'Meadow-Copper-Kettle-2291'
    const { secret } = await completeSetupLink(payload, token, { password, locale: 'he' })
    const signedIn = await payload.login({
      collection: 'users',
      data: { email: firstRun.adminEmail, password, code: totpCode(secret) } as never,
      req: { headers: new Headers({ [clientIpHeader]: anIp() }) },
    })
    expect(signedIn.token).toBeTruthy()
  })

  it('sets SEED_ADMIN_PASSWORD when given, and the link enrols only', async () => {
    await payload.delete({ collection: 'users', where: { role: { equals: 'admin' } } })
    const withPassword = await seedDemoContent(payload, {
      adminPassword: staffTestPassword,
      adminEmail: 'seeded.admin@example.com',
    })
    if (!withPassword.adminCreated) throw new Error('no admin created')
    expect(withPassword.passwordGiven).toBe(true)
    const token = new URL(withPassword.setupLink).searchParams.get('token')
    const view = await openStaffSetup(payload, token, { ip: anIp(), userAgent: null, locale: 'en' })
    expect(view.choosesPassword).toBe(false)
    expect(view.enrolment?.secret).toBeTruthy()
    // signInStaff enrols through a link of its own, as the member would.
    expect((await signInStaff(payload, 'seeded.admin@example.com')).token).toBeTruthy()
  })

  it('changes nothing when run again', async () => {
    const pagesBefore = await payload.count({ collection: 'pages' })
    const again = await seedDemoContent(payload)
    expect(again.adminCreated).toBe(false)
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(pagesBefore.totalDocs)
  })

  describeSeededMarketingPages(() => payload)
})
