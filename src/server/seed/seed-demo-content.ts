import type { Payload } from 'payload'

import { callToActionBlock, demoPages, pageContent } from '@/seed-data/demo-pages'
import {
  demoCompanyName,
  demoFooterGroups,
  demoLegalDetails,
  demoLegalLinks,
  demoMainNavigation,
  demoSocialLinks,
} from '@/seed-data/demo-site-globals'
import { issueStaffSetupLink } from '@/server/staff/issue-staff-setup-link'

import { seedContactInfo } from './seed-contact-info'
import { seedDemoProjects } from './seed-demo-projects'
import { seedBlogAndQa } from './seed-blog-and-qa'
import { seedMarketingPages } from './seed-marketing-pages'
import { seedPaymentSettings } from './seed-payment-settings'
import { seedSuitabilityQuestionnaire } from './seed-suitability-questionnaire'

type Options = { adminPassword?: string | undefined; adminEmail?: string | undefined }

// Seeds run outside Next, where there is no cache to revalidate.
const context = { disableRevalidate: true }

async function seedPages(payload: Payload) {
  for (const page of demoPages) {
    const existing = await payload.find({
      collection: 'pages',
      where: { slug: { equals: page.slug } },
      limit: 1,
    })
    if (existing.docs[0]) continue
    const created = await payload.create({
      collection: 'pages',
      locale: 'he',
      context,
      data: {
        slug: page.slug,
        title: page.title.he,
        content: pageContent(page, 'he'),
        meta: { noindex: page.noindex ?? false },
        layout: page.callToAction ? [callToActionBlock(page.callToAction, 'he')] : [],
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      context,
      data: {
        title: page.title.en,
        content: pageContent(page, 'en'),
        // Blocks keep their ids across locales: the English texts go onto the same block.
        layout: created.layout?.map((block, i) =>
          page.callToAction && i === 0 && block.blockType === 'callToAction'
            ? { ...block, ...callToActionBlock(page.callToAction, 'en') }
            : block,
        ),
        _status: 'published',
      },
    })
  }
}

type Labelled = { he: string; en: string; href: string }

async function seedNavigation(payload: Payload) {
  const toItems = (links: Labelled[], locale: 'he' | 'en') =>
    links.map((l) => ({ label: l[locale], href: l.href }))
  const he = await payload.updateGlobal({
    slug: 'navigation',
    locale: 'he',
    context,
    data: {
      mainItems: toItems(demoMainNavigation, 'he'),
      legalItems: toItems(demoLegalLinks, 'he'),
    },
  })
  // Array rows keep their ids across locales, so the English labels go onto the same rows.
  const withIds = (rows: { id?: string | null }[] | null | undefined, links: Labelled[]) =>
    links.map((l, i) => ({ id: rows?.[i]?.id, label: l.en, href: l.href }))
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    context,
    data: {
      mainItems: withIds(he.mainItems, demoMainNavigation),
      legalItems: withIds(he.legalItems, demoLegalLinks),
    },
  })
}

async function seedFooter(payload: Payload) {
  const he = await payload.updateGlobal({
    slug: 'footer',
    locale: 'he',
    context,
    data: {
      companyName: demoCompanyName.he,
      legal: {
        registrationNumber: demoLegalDetails.registrationNumber,
        licenceNumber: demoLegalDetails.licenceNumber,
        address: demoLegalDetails.address.he,
      },
      groups: demoFooterGroups.map((g) => ({
        title: g.he,
        links: g.links.map((l) => ({ label: l.he, href: l.href })),
      })),
      socialLinks: demoSocialLinks,
    },
  })
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    context,
    data: {
      companyName: demoCompanyName.en,
      legal: { address: demoLegalDetails.address.en },
      groups: demoFooterGroups.map((g, gi) => ({
        id: he.groups?.[gi]?.id,
        title: g.en,
        links: g.links.map((l, li) => ({
          id: he.groups?.[gi]?.links?.[li]?.id,
          label: l.en,
          href: l.href,
        })),
      })),
    },
  })
}

/**
 * The first administrator: no password of the seed's choosing, but a one-time setup link (printed)
 * where they choose it and enrol the authenticator. A password given (`SEED_ADMIN_PASSWORD`, the
 * test runner's and a developer's explicit choice) is set instead, and the link enrols only.
 */
async function seedAdmin(payload: Payload, options: Options) {
  const admins = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } } })
  if (admins.totalDocs > 0) return { adminCreated: false as const }
  const adminEmail = options.adminEmail ?? process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com'
  const adminPassword = options.adminPassword || null
  const admin = await payload.create({
    collection: 'users',
    context,
    data: {
      email: adminEmail,
      name: 'Admin',
      role: 'admin',
      ...(adminPassword ? { password: adminPassword } : {}),
    },
  })
  const { link, expiresAt } = await issueStaffSetupLink(payload, admin.id, {
    purpose: adminPassword ? 'enrol' : 'setup',
    issuedBy: 'operator',
    sendEmail: false,
  })
  return {
    adminCreated: true as const,
    adminEmail,
    passwordGiven: Boolean(adminPassword),
    setupLink: link,
    setupLinkExpiresAt: expiresAt,
  }
}

/**
 * Demo content for a new installation: pages, navigation, footer, the suitability questionnaire,
 * demo bank details for payment requests, one admin. Safe to run twice.
 */
export async function seedDemoContent(payload: Payload, options: Options = {}) {
  await seedPages(payload)
  await seedMarketingPages(payload)
  await seedNavigation(payload)
  await seedFooter(payload)
  await seedDemoProjects(payload)
  await seedBlogAndQa(payload)
  await seedContactInfo(payload)
  await seedSuitabilityQuestionnaire(payload)
  await seedPaymentSettings(payload)
  return seedAdmin(payload, options)
}
