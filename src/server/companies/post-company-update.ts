import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import {
  companyMayPostUpdates,
  companyUpdateSchema,
  updateParagraphs,
} from '@/domain/companies/company-update'
import { withoutEnvelope } from '@/domain/http/request-envelope'
import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { isLocale, type Locale } from '@/i18n/locales'
import { projects } from '@/payload-generated-schema'
import type { CompanyUpdate } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import type { Fields } from '@/server/db/sql-names'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { siteUrl } from '@/server/http/site-url'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { assertCompanyAccount } from './company-account'
import { companyUpdateView, type CompanyUpdateView } from './company-update-view'

/** The hooks' cache expiry waits for the commit: the route expires the page after it. */
const context = { disableRevalidate: true }

type LockedProject = Fields<
  | [typeof projects.id, number]
  | [typeof projects.alias, string]
  | [typeof projects.status, ProjectStatus]
> & { published: boolean }

/**
 * The company's own project, locked while the update is written: two posts of one project take
 * turns (the same submission twice finds the first one's update), and a status change waits.
 */
async function lockOwnProject(
  { db }: Transaction,
  companyId: number,
  projectId: number,
): Promise<LockedProject> {
  const result = await db.execute(sql`
    select ${projects.id}, ${projects.alias}, ${projects.status},
           ${projects._status} = 'published' as published
      from ${projects}
     where ${projects.id} = ${projectId} and ${projects.company} = ${companyId}
       for no key update`)
  const row = result.rows[0] as LockedProject | undefined
  // Another company's project, or none: absent either way.
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

async function findByKey(
  payload: Payload,
  transaction: Transaction,
  companyId: number,
  key: string,
): Promise<CompanyUpdate | null> {
  const { docs } = await payload.find({
    collection: 'company-updates',
    where: { and: [{ company: { equals: companyId } }, { idempotencyKey: { equals: key } }] },
    locale: 'all',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: transaction.req,
  })
  return docs[0] ?? null
}

/** Every investor holding a live investment in the project, each once, in their language. */
async function tellInvestors(
  payload: Payload,
  transaction: Transaction,
  project: LockedProject,
  texts: Pick<CompanyUpdateView, 'title' | 'text'>,
): Promise<number> {
  const { docs: investments } = await payload.find({
    collection: 'investments',
    where: {
      and: [{ project: { equals: project.id } }, { status: { in: [...liveInvestmentStatuses] } }],
    },
    select: { investor: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: transaction.req,
  })
  const investorIds = [...new Set(investments.map((investment) => investment.investor as number))]
  if (investorIds.length === 0) return 0
  const { docs: investors } = await payload.find({
    collection: 'investors',
    where: { id: { in: investorIds } },
    select: { name: true, email: true, locale: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: transaction.req,
  })
  const names: Partial<Record<Locale, string>> = {}
  for (const investor of investors) {
    const locale: Locale = isLocale(investor.locale) ? investor.locale : 'he'
    names[locale] ??= (
      await payload.findByID({
        collection: 'projects',
        id: project.id,
        locale,
        select: { name: true },
        depth: 0,
        overrideAccess: true,
        req: transaction.req,
      })
    ).name
    const title = texts.title[locale]
    const text = texts.text[locale]
    await queueEmail(
      payload,
      {
        to: investor.email,
        template: 'companyUpdate',
        locale,
        values: {
          name: investor.name,
          link: `${siteUrl()}/projects/${project.alias}?tab=updates&lng=${locale}`,
          params: { project: names[locale] ?? '', title },
          details: [{ heading: title, rows: [] }],
          paragraphs: updateParagraphs(text),
        },
      },
      transaction.req,
    )
  }
  return investors.length
}

/**
 * POST /api/company/projects/{id}/updates: the company posts an update about its project once it
 * is on the site, in both languages, for everyone or for the project's investors only. The update,
 * its audit entry and an e-mail to each investor of the project (in their account's language)
 * commit together. The `Idempotency-Key` names the submission: sent again, it answers the update
 * it made (`replayed`), and nobody is e-mailed twice.
 */
export async function postCompanyUpdate(
  payload: Payload,
  account: PublicInvestor,
  projectId: number,
  idempotencyKey: string,
  body: Record<string, unknown>,
): Promise<{ update: CompanyUpdateView; alias: string; replayed: boolean }> {
  assertCompanyAccount(account)
  const input = parseInput(companyUpdateSchema, withoutEnvelope(body))
  await enforceRateLimit(payload, rateLimitRules.companyUpdatesPerAccount, String(account.id))
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const project = await lockOwnProject(transaction, account.id, projectId)
    const earlier = await findByKey(payload, transaction, account.id, idempotencyKey)
    if (earlier) {
      if (earlier.project !== project.id) throw new AppError('IDEMPOTENCY_KEY_REUSED')
      return { update: companyUpdateView(earlier), alias: project.alias, replayed: true }
    }
    if (!companyMayPostUpdates(project)) throw new AppError('UPDATES_NOT_OPEN')
    const created = await payload.create({
      collection: 'company-updates',
      locale: 'he',
      data: {
        project: project.id,
        company: account.id,
        visibility: input.visibility,
        title: input.titleHe,
        text: input.textHe,
        idempotencyKey,
      },
      depth: 0,
      overrideAccess: true,
      context,
      req,
    })
    await payload.update({
      collection: 'company-updates',
      id: created.id,
      locale: 'en',
      data: { title: input.titleEn, text: input.textEn },
      depth: 0,
      overrideAccess: true,
      context,
      req,
    })
    const update = {
      ...created,
      title: { he: input.titleHe, en: input.titleEn },
      text: { he: input.textHe, en: input.textEn },
    }
    const emailedTo = await tellInvestors(payload, transaction, project, update)
    await payload.update({
      collection: 'company-updates',
      id: created.id,
      data: { emailedTo },
      depth: 0,
      overrideAccess: true,
      context,
      req,
    })
    await recordAudit(
      payload,
      {
        action: 'company-update.posted',
        investor: account.id,
        project: project.id,
        details: { update: created.id, visibility: input.visibility, emailedTo },
      },
      { req },
    )
    return {
      update: companyUpdateView({ ...update, emailedTo }),
      alias: project.alias,
      replayed: false,
    }
  })
}
