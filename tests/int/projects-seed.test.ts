import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { publicProjectStatuses } from '@/domain/projects/project-status'
import { demoProjectAliases, demoProjects } from '@/seed-data/demo-projects-data'
import { demoPhotos } from '@/seed-data/photos/demo-photos'
import { seedDemoProjects } from '@/server/seed/seed-demo-projects'

// Other test files add projects of their own to the same database.
const demoAliases = new Set(demoProjects.map((p) => p.alias))
const isDemo = (project: { alias: string }) => demoAliases.has(project.alias)

import { testPayload } from '../support/payload'

describe('demo projects', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
    await seedDemoProjects(payload)
    // A second run must change nothing (the dev script seeds an existing database again).
    await seedDemoProjects(payload)
    // The first run draws and resizes about 70 images: allow for a busy machine.
  }, 300_000)

  const visitorView = (locale: 'he' | 'en') =>
    payload.find({
      collection: 'projects',
      overrideAccess: false,
      locale,
      fallbackLocale: false,
      limit: 1000,
      depth: 1,
    })

  it('publishes at least 12 projects covering every public status and both raising types', async () => {
    const { docs } = await visitorView('en')
    const demo = docs.filter(isDemo)
    expect(demo.length).toBeGreaterThanOrEqual(12)
    expect(new Set(demo.map((p) => p.status))).toEqual(new Set(publicProjectStatuses))
    expect(new Set(demo.map((p) => p.raisingType))).toEqual(new Set(['stock', 'bonds']))
    const categories = new Set(
      demo.map((p) => (typeof p.category === 'object' ? p.category.slug : p.category)),
    )
    expect(categories.size).toBeGreaterThanOrEqual(3)
    expect(demo.every((p) => p.subcategory)).toBe(true)
  })

  it('has every text in both languages, teams, galleries and updates', async () => {
    const [he, en] = [await visitorView('he'), await visitorView('en')]
    const heByAlias = new Map(he.docs.map((p) => [p.alias, p]))
    for (const project of en.docs.filter(isDemo)) {
      const hebrew = heByAlias.get(project.alias)!
      expect(project.name).not.toBe(hebrew.name)
      expect(project.shortDescription).not.toBe(hebrew.shortDescription)
      expect(project.team?.length, project.alias).toBeGreaterThan(0)
      expect(project.team?.[0]?.fullName).not.toBe(hebrew.team?.[0]?.fullName)
      expect(project.gallery?.length, project.alias).toBeGreaterThanOrEqual(2)
    }
    expect(en.docs.filter((p) => isDemo(p) && p.updates?.length).length).toBeGreaterThanOrEqual(5)
  })

  it('pictures each project with its credited photographs and its team with drawn avatars', async () => {
    const { docs } = await visitorView('he')
    for (const project of docs.filter(isDemo)) {
      const seeded = demoProjects.find((p) => p.alias === project.alias)!
      const cover = typeof project.cover === 'object' ? project.cover : null
      // A gallery's video rows (YouTube links) have no picture.
      const gallery = (project.gallery ?? [])
        .filter((row) => row.media)
        .map((row) => (typeof row.media === 'object' ? row.media : null))
      for (const [i, media] of [cover, ...gallery].entries()) {
        const photo = demoPhotos[seeded.photos[i]!]
        expect(media?.mimeType, project.alias).toBe('image/webp')
        expect([media?.alt, media?.credit, media?.licence], project.alias).toEqual([
          photo.alt.he,
          photo.credit,
          photo.licence,
        ])
        expect(media?.sizes?.card?.width).toBe(640)
      }
      const avatar = project.team?.[0]?.image
      expect(typeof avatar === 'object' && [avatar?.alt, avatar?.credit ?? null]).toEqual([
        seeded.team[0]!.name.he,
        null,
      ])
    }
  })

  it('seeds each project once, documents included', async () => {
    const all = await payload.find({ collection: 'projects', draft: true, limit: 1000, depth: 0 })
    const aliases = all.docs.map((p) => p.alias)
    expect(aliases.length).toBe(new Set(aliases).size)
    const documents = await payload.find({ collection: 'project-documents', limit: 1000, depth: 0 })
    const files = documents.docs.map((d) => d.filename)
    expect(files.length).toBe(new Set(files).size)
    const solaris = all.docs.find((p) => p.alias === demoProjectAliases.raisingStock)!
    const ofSolaris = documents.docs.filter((d) => d.project === solaris.id)
    expect(ofSolaris.map((d) => d.mimeType)).toEqual(['application/pdf', 'application/pdf'])
  })

  it('hides the draft, the project under review and (from visitors) the angel campaign', async () => {
    const seen = (await visitorView('he')).docs.map((p) => p.alias)
    expect(seen).not.toContain(demoProjectAliases.draft)
    expect(seen).not.toContain(demoProjectAliases.notPublic)
    expect(seen).not.toContain(demoProjectAliases.angel)
    const all = await payload.find({
      collection: 'projects',
      where: {
        alias: {
          in: [demoProjectAliases.draft, demoProjectAliases.notPublic, demoProjectAliases.angel],
        },
      },
      draft: true,
      depth: 0,
    })
    expect(all.docs).toHaveLength(3)
  })
})
