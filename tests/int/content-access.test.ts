import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isStaff } from '@/access/is-staff'
import type { User } from '@/payload-types'

import { testPayload } from '../support/payload'
import { staffTestPassword } from '../support/rest'

const context = { disableRevalidate: true }

describe('content access', () => {
  let payload: Payload
  let editor: User
  let compliance: User

  beforeAll(async () => {
    payload = await testPayload()
    editor = await payload.create({
      collection: 'users',
      context,
      data: { email: 'editor@example.com', password: staffTestPassword, role: 'editor' },
    })
    compliance = await payload.create({
      collection: 'users',
      context,
      data: { email: 'compliance@example.com', password: staffTestPassword, role: 'compliance' },
    })
    await payload.create({
      collection: 'pages',
      context,
      locale: 'he',
      data: { slug: 'published-page', title: 'עמוד', _status: 'published' },
    })
    await payload.create({
      collection: 'pages',
      context,
      locale: 'he',
      draft: true,
      data: { slug: 'draft-page', title: 'טיוטה', _status: 'draft' },
    })
  })

  it('shows visitors published pages only', async () => {
    const visible = await payload.find({ collection: 'pages', overrideAccess: false, limit: 100 })
    const slugs = visible.docs.map((d) => d.slug)
    expect(slugs).toContain('published-page')
    expect(slugs).not.toContain('draft-page')
  })

  it('shows editors drafts too', async () => {
    const visible = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      user: editor,
      draft: true,
      limit: 100,
    })
    expect(visible.docs.map((d) => d.slug)).toContain('draft-page')
  })

  it('lets editors change pages but not compliance staff', async () => {
    const page = (
      await payload.find({ collection: 'pages', where: { slug: { equals: 'published-page' } } })
    ).docs[0]!
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        overrideAccess: false,
        user: compliance,
        context,
        data: { title: 'x' },
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'pages',
      id: page.id,
      overrideAccess: false,
      user: editor,
      context,
      data: { title: 'עמוד מעודכן' },
    })
    expect(updated.title).toBe('עמוד מעודכן')
  })

  it('hides other staff accounts from non-admins and keeps editors from promoting themselves', async () => {
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(seen.docs.map((u) => u.email)).toEqual(['editor@example.com'])
    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      overrideAccess: false,
      user: editor,
      data: { role: 'admin', name: 'Editor' },
    })
    expect(self.role).toBe('editor')
    expect(self.name).toBe('Editor')
  })

  it('lets staff into the admin panel and nobody else', () => {
    expect(isStaff({ req: { user: { ...editor, collection: 'users' } } })).toBe(true)
    expect(isStaff({ req: { user: null } })).toBe(false)
  })

  it('refuses a staff password shorter than 12 characters', async () => {
    await expect(
      payload.create({
        collection: 'users',
        context,
        data: { email: 'short@example.com', password: 'Short-pw-1', role: 'editor' },
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: expect.stringMatching(/12/) }] },
    })
  })

  it('refuses navigation links to other schemes', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'navigation',
        context,
        data: { mainItems: [{ label: 'x', href: 'javascript:alert(1)' }] },
      }),
    ).rejects.toThrow()
    const saved = await payload.updateGlobal({
      slug: 'navigation',
      context,
      locale: 'en',
      data: {
        mainItems: [
          { label: 'Login', href: '#login' },
          { label: 'Privacy', href: '/policy/privacy' },
        ],
      },
    })
    expect(saved.mainItems?.map((i) => i.href)).toEqual(['#login', '/policy/privacy'])
  })
})
