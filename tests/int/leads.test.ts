import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportLeadsCsv } from '@/server/leads/export-leads-csv'
import { submitLead } from '@/server/leads/submit-lead'
import type { User } from '@/payload-types'

import { aClient, anEmail, failureOf, receive } from '../support/accounts'
import { testPayload } from '../support/payload'
import { staffTestPassword } from '../support/rest'

const context = { disableRevalidate: true }
const staffInbox = 'int-leads-staff@example.com'

const footerLead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Levi',
  phoneCountry: 'IL',
  phone: '050-123-4567',
  email: '',
  message: 'I would like to hear about the next raise.',
  agreeInfo: true,
  source: '/projects/solar-roofs',
  projectName: 'Solar roofs',
  projectCategory: 'Energy',
  website: '',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'autumn',
  utm_term: '',
  utm_content: 'banner',
  ...overrides,
})

describe('leads', () => {
  let payload: Payload
  let editor: User
  let compliance: User

  beforeAll(async () => {
    payload = await testPayload()
    await payload.updateGlobal({
      slug: 'contact-info',
      context,
      data: { leadRecipients: `${staffInbox}, second-${staffInbox}` },
    })
    editor = await payload.create({
      collection: 'users',
      context,
      data: { email: anEmail('leads-editor'), password: staffTestPassword, role: 'editor' },
    })
    compliance = await payload.create({
      collection: 'users',
      context,
      data: {
        email: anEmail('leads-compliance'),
        password: staffTestPassword,
        role: 'compliance',
      },
    })
  })

  it('stores a footer lead with its source, browser, project and campaign fields', async () => {
    const client = { ...aClient('he'), userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/131' }
    const result = await submitLead(payload, footerLead({ type: 'general' }), client)
    expect(result.stored).toBe(true)
    const lead = await payload.findByID({ collection: 'leads', id: result.leadId! })
    expect(lead).toMatchObject({
      type: 'general',
      formName: 'FooterForm',
      firstName: 'Dana',
      lastName: 'Levi',
      phone: '050-123-4567',
      email: null,
      agreeInfo: true,
      source: '/projects/solar-roofs',
      projectName: 'Solar roofs',
      projectCategory: 'Energy',
      clientInfo: 'Mozilla/5.0 (X11; Linux) Chrome/131',
      locale: 'he',
      utm: {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'autumn',
        utm_content: 'banner',
      },
    })
    expect(lead.subject).toContain('Solar roofs')
  })

  it('e-mails every staff recipient about a new lead', async () => {
    const fullName = `Popup ${Date.now()}`
    await submitLead(
      payload,
      {
        fullName,
        phoneCountry: 'IL',
        phone: '+972521234567',
        email: 'popup@example.com',
        agree: true,
      },
      aClient('en'),
      'timeout',
    )
    for (const to of [staffInbox, `second-${staffInbox}`]) {
      const message = await receive(payload, to, (m) => m.text.includes(fullName))
      expect(message.text).toContain('+972521234567')
      expect(message.text).toContain('/admin/collections/leads/')
    }
  })

  it('refuses invalid input with the field message keys, storing nothing', async () => {
    const before = await payload.count({ collection: 'leads' })
    const failure = await failureOf(
      submitLead(
        payload,
        footerLead({ type: 'general', firstName: '', phone: '050 123', email: 'x@' }),
        aClient(),
      ),
    )
    expect(failure.code).toBe('VALIDATION_FAILED')
    expect(failure.status).toBe(400)
    expect(failure.details.fields).toEqual({
      firstName: 'required',
      phone: 'phoneInvalid',
      email: 'email',
    })
    const unknownForm = await failureOf(submitLead(payload, footerLead({ type: 'x' }), aClient()))
    expect(unknownForm.code).toBe('VALIDATION_FAILED')
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before.totalDocs)
  })

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await payload.count({ collection: 'leads' })
    const result = await submitLead(
      payload,
      footerLead({ type: 'contacts', website: 'http://spam.example' }),
      aClient(),
    )
    expect(result).toEqual({ stored: false, leadId: null })
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before.totalDocs)
  })

  it('limits leads per IP address', async () => {
    const client = aClient()
    for (let i = 0; i < 10; i++)
      await submitLead(payload, footerLead({ type: 'contacts', website: 'bot' }), client)
    const failure = await failureOf(submitLead(payload, footerLead({ type: 'contacts' }), client))
    expect(failure.code).toBe('RATE_LIMITED')
    expect(failure.status).toBe(429)
    // Another address is not affected.
    expect((await submitLead(payload, footerLead({ type: 'contacts' }), aClient())).stored).toBe(
      true,
    )
  })

  it('lets no visitor or investor-side reader see leads, and only content staff read them', async () => {
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.find({ collection: 'leads', overrideAccess: false, user: compliance }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'leads',
        overrideAccess: false,
        user: editor,
        data: { type: 'general' },
      }),
    ).rejects.toThrow()
    const visible = await payload.find({ collection: 'leads', overrideAccess: false, user: editor })
    expect(visible.totalDocs).toBeGreaterThan(0)
  })

  it('exports the leads as CSV for editors, one form at a time if asked', async () => {
    const csv = await exportLeadsCsv(
      payload,
      { ...editor, collection: 'users' },
      { type: 'general' },
    )
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toContain('"firstName"')
    expect(lines[0]).toContain('"utm_source"')
    expect(lines.slice(1).every((line) => line.includes('"general"'))).toBe(true)
    expect(csv).toContain('"/projects/solar-roofs"')
    await expect(exportLeadsCsv(payload, { ...compliance, collection: 'users' })).rejects.toThrow()
  })

  it("neutralises a visitor's formula in the CSV, fullwidth and hidden look-alikes too", async () => {
    const formulas = {
      lastName: '\uFF1DHYPERLINK("http://evil.example","x")',
      message: '\u200B@SUM(1+1)',
      projectName: '\u2212cmd',
      utm_term: '\uFF0B1',
    }
    const result = await submitLead(
      payload,
      footerLead({ type: 'general', ...formulas }),
      aClient('en'),
    )
    expect(result.stored).toBe(true)
    const csv = await exportLeadsCsv(
      payload,
      { ...editor, collection: 'users' },
      { type: 'general' },
    )
    for (const text of Object.values(formulas))
      expect(csv).toContain(`"'${text.replace(/"/g, '""')}"`)
  })
})
