import type { Payload } from 'payload'

import { toMinorUnits } from '@/domain/money'
import { israelNoonInDays } from '@/domain/projects/catalogue-rules'
import type { Project } from '@/payload-types'
import { createDemoPdf } from '@/seed-data/demo-pdf'
import {
  demoProjectCategories,
  demoProjects,
  type DemoProject,
} from '@/seed-data/demo-projects-data'
import { richText } from '@/seed-data/lexical'

import { createDemoImage } from './demo-image'

// Seeds run outside Next, where there is no cache to revalidate.
const context = { disableRevalidate: true }

async function upsertCategory(
  payload: Payload,
  slug: string,
  name: { he: string; en: string },
  parent?: number,
): Promise<number> {
  const found = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'categories',
    locale: 'he',
    context,
    data: { slug, name: name.he, ...(parent ? { parent } : {}) },
  })
  await payload.update({
    collection: 'categories',
    id: created.id,
    locale: 'en',
    context,
    data: { name: name.en },
  })
  return created.id
}

async function seedCategories(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const category of demoProjectCategories) {
    const id = await upsertCategory(payload, category.slug, category.name)
    ids.set(category.slug, id)
    for (const child of category.children) {
      ids.set(child.slug, await upsertCategory(payload, child.slug, child.name, id))
    }
  }
  return ids
}

/** The demo day at noon in Israel, so relative dates land on whole Israeli calendar days. */
function dayFromToday(days: number): string {
  return israelNoonInDays(days, new Date())
}

/** A project's pictures, made at the same time: resizing is most of the seed's time. */
async function projectImages(payload: Payload, project: DemoProject) {
  const [coverPhoto, ...galleryPhotos] = project.photos
  const photo = (name: string, photo: DemoProject['photos'][number]) =>
    createDemoImage(payload, { name, photo, width: 1200, height: 750 })
  const [cover, gallery, team] = await Promise.all([
    photo(`project-${project.alias}-cover`, coverPhoto!),
    Promise.all(
      galleryPhotos.map((p, i) => photo(`project-${project.alias}-gallery-${i + 1}-photo`, p)),
    ),
    Promise.all(
      project.team.map((member, i) =>
        createDemoImage(payload, {
          name: `project-${project.alias}-team-${i + 1}-avatar`,
          alt: member.name,
          avatar: { hue: (project.hue + i * 40) % 360 },
          width: 320,
        }),
      ),
    ),
  ])
  return { cover, gallery, team }
}

function localizedData(project: DemoProject, locale: 'he' | 'en', existing?: Project) {
  return {
    name: project.name[locale],
    shortDescription: project.short[locale],
    description: richText(project.about[locale]),
    investmentText: richText([
      locale === 'he'
        ? 'ההשקעה נעשית דרך הפלטפורמה. אם יעד המינימום לא יושג עד סיום הגיוס, הכסף יוחזר במלואו.'
        : 'You invest through the platform. If the minimum is not reached by the end of the raise, the money is returned in full.',
    ]),
    team: project.team.map((member, i) => ({
      ...(existing?.team?.[i] ?? {}),
      fullName: member.name[locale],
      role: member.role[locale],
      description: member.about[locale],
    })),
    updates: project.updates.map((update, i) => ({
      ...(existing?.updates?.[i] ?? {}),
      date: dayFromToday(-update.daysAgo),
      title: update.title[locale],
      body: richText([update.body[locale]]),
    })),
    contact: { ...(existing?.contact ?? {}), name: project.team[0]?.name[locale] ?? '' },
  }
}

async function seedDocuments(payload: Payload, project: DemoProject, projectId: number) {
  for (const [i, title] of project.documents.entries()) {
    const name = `${project.alias}-document-${i + 1}.pdf`
    const found = await payload.find({
      collection: 'project-documents',
      where: { filename: { equals: name } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) continue
    const data = createDemoPdf([project.name.en, title.en, 'Demo document: not a real offer.'])
    const created = await payload.create({
      collection: 'project-documents',
      locale: 'he',
      context,
      data: { title: title.he, project: projectId },
      file: { data, mimetype: 'application/pdf', name, size: data.length },
    })
    await payload.update({
      collection: 'project-documents',
      id: created.id,
      locale: 'en',
      context,
      data: { title: title.en },
    })
  }
}

async function seedProject(
  payload: Payload,
  project: DemoProject,
  categories: Map<string, number>,
) {
  const existing = await payload.find({
    collection: 'projects',
    where: { alias: { equals: project.alias } },
    draft: true,
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return
  const images = await projectImages(payload, project)
  const minor = toMinorUnits
  const status = project.draft ? ('draft' as const) : ('published' as const)
  const he = localizedData(project, 'he')
  const created = await payload.create({
    collection: 'projects',
    locale: 'he',
    context,
    draft: project.draft ?? false,
    data: {
      alias: project.alias,
      status: project.status,
      ...he,
      cover: images.cover.id,
      category: categories.get(project.category)!,
      subcategory: categories.get(project.subcategory)!,
      stage: project.stage,
      raisingType: project.raisingType,
      currency: project.currency,
      minimumRaise: minor(project.minimum),
      maximumRaise: minor(project.maximum),
      unitPrice: minor(project.unitPrice),
      minimalInvestment: minor(project.minimalInvestment),
      companyValueBeforeRaising: project.companyValue ? minor(project.companyValue) : null,
      sharesBeforeRaising: project.sharesBefore ?? null,
      loanPeriodMonths: project.bonds?.months ?? null,
      annualInterestPercent: project.bonds?.interest ?? null,
      startDate: dayFromToday(project.startsIn),
      endDate: dayFromToday(project.endsIn),
      sharePackages: (project.packages ?? []).map((p) => ({
        amount: minor(p.amount),
        unitPrice: minor(p.unitPrice),
      })),
      angelCampaign: project.angelCampaign ?? false,
      team: he.team.map((member, i) => ({
        ...member,
        image: images.team[i]?.id,
        linkedin: project.team[i]?.linkedin,
      })),
      gallery: [
        ...images.gallery.map((media) => ({ media: media.id })),
        ...(project.video ? [{ videoUrl: project.video }] : []),
      ],
      documentsVisibility: project.documentsVisibility,
      contact: { ...he.contact, email: `ir@${project.alias}.example.com` },
      _status: status,
    },
  })
  // Array rows keep their ids across locales, so the English texts go onto the same rows.
  await payload.update({
    collection: 'projects',
    id: created.id,
    locale: 'en',
    context,
    draft: project.draft ?? false,
    data: { ...localizedData(project, 'en', created), _status: status },
  })
  await seedDocuments(payload, project, created.id)
}

/**
 * Demo projects (spec: at least 12 covering every public status, both raising types, several
 * categories), plus one draft, one still under review and one angel campaign. Safe to run twice.
 */
export async function seedDemoProjects(payload: Payload): Promise<void> {
  const categories = await seedCategories(payload)
  for (const project of demoProjects) await seedProject(payload, project, categories)
}
