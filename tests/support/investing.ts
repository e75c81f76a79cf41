import { randomInt, randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvestmentRequest } from '@/domain/investments/investment-request'
import { sqlDatabase } from '@/server/db/sql-database'
import { seedPaymentSettings } from '@/server/seed/seed-payment-settings'

export type ReadyInvestorOptions = {
  bracket?: 1 | 2 | 3 | 4
  accountantConfirmed?: boolean
  investorType?: 'private' | 'qualified' | 'institutional' | 'leading'
  typeVerified?: boolean
  kycStatus?: 'submitted' | 'approved' | 'rejected' | 'not_started'
  birthDate?: string
  accountKind?: 'investor' | 'company'
}

/**
 * Investors whose profile is complete and whose identity check is with compliance, written
 * straight into the tables (hundreds at a time for the concurrency tests and the benchmark; the
 * profile's own operations are tested elsewhere). The sealed number is a placeholder: nothing here
 * reads it, completeness only asks whether one is stored.
 */
export async function readyInvestors(
  payload: Payload,
  count: number,
  options: ReadyInvestorOptions = {},
): Promise<{ id: number; email: string; accountKind: 'investor' | 'company' }[]> {
  const db = sqlDatabase(payload)
  const batch = `${Date.now()}-${randomInt(1e9)}`
  const accountKind = options.accountKind ?? 'investor'
  const inserted = await db.execute(sql`
    insert into investors (email, name, phone, account_kind, locale, email_verified, phone_verified)
    select 'ready.' || ${batch} || '.' || n || '@example.com', 'Dana Cohen ' || n, '+972501234567',
           ${accountKind}, 'en', true, true
      from generate_series(1, ${count}) as n
    returning id, email`)
  const rows = inserted.rows as { id: number; email: string }[]
  const ids = rows.map((row) => row.id)
  const type = options.investorType ?? 'private'
  await db.execute(sql`
    insert into investor_profiles (
      investor_id, full_name, kyc_status, first_name, last_name, birth_date, citizenship,
      country_of_residence, sex, id_number_sealed, id_number_last4, address, city, zip,
      public_office, knowledge_level, experience_level, education, invests_through_company,
      investor_type, income_bracket, accountant_confirmation, type_verification)
    select id, 'Dana Cohen', ${options.kycStatus ?? 'submitted'}, 'Dana', 'Cohen',
           ${options.birthDate ?? '1985-04-12'}, 'israeli', 'IL', 'female', 'sealed-placeholder',
           '1234', 'Herzl 1', 'Tel Aviv', '6100000', false, 'good', '2to5Years', 'master', false,
           ${type}, ${options.bracket ?? 2}, ${options.accountantConfirmed ?? false},
           ${options.typeVerified ? 'verified' : 'unverified'}
      from unnest(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}) as id`)
  const kinds = ['id-card', 'id-appendix', 'selfie']
  if (type !== 'private') kinds.push('type-proof')
  if (options.accountantConfirmed) kinds.push('accountant-confirmation')
  await db.execute(sql`
    insert into investor_documents (investor_id, kind, filename)
    select id, kind::enum_investor_documents_kind, 'doc-' || id || '-' || kind || '.pdf'
      from unnest(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}) as id,
           unnest(${sql.raw(`ARRAY[${kinds.map((k) => `'${k}'`).join(',')}]`)}) as kind`)
  return rows.map((row) => ({ ...row, accountKind }))
}

async function ensureBankDetails(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'payment-settings', depth: 0 })
  if (!settings.bank?.accountNumber) await seedPaymentSettings(payload)
}

async function aCategory(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'categories',
    where: { parent: { exists: false } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'categories',
    data: { name: `Category ${randomInt(1e9)}`, slug: `category-${randomInt(1e9)}` } as never,
    context: { disableRevalidate: true },
  })
  return created.id
}

/** A published project raising money, in shekels unless told otherwise. */
export async function aRaisingProject(
  payload: Payload,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; alias: string }> {
  // Bank transfers need the trust account's details on their payment request.
  await ensureBankDetails(payload)
  const alias = `invest-${Date.now()}-${randomInt(1e9)}`
  const project = await payload.create({
    collection: 'projects',
    context: { disableRevalidate: true },
    data: {
      alias,
      name: `Project ${alias}`,
      shortDescription: 'A project for the investing tests',
      category: await aCategory(payload),
      stage: 'seed',
      raisingType: 'stock',
      currency: 'ILS',
      minimumRaise: 100_000_00,
      maximumRaise: 4_000_000_00,
      unitPrice: 1_00,
      minimalInvestment: 500_00,
      status: 'raising',
      documentsVisibility: 'public',
      _status: 'published',
      ...overrides,
    } as never,
  })
  return { id: project.id, alias }
}

/** What the invest page sends for a bank transfer of `amount` shekels. */
export function aBankTransfer(
  project: string | number,
  amount: string,
  extra: Partial<InvestmentRequest> = {},
): InvestmentRequest {
  return {
    project,
    amount,
    method: 'bank_transfer',
    confirmations: {
      withinLimit: true,
      documentsRead: true,
      riskWarning: true,
      riskAcknowledged: true,
    },
    ...extra,
  }
}

export const aSubmissionKey = () => randomUUID()
