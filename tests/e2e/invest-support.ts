import { expect, type APIRequestContext, type Page } from '@playwright/test'

import {
  registerViaApi,
  strongPassword,
  uniqueEmail,
  uniqueIp,
  withDatabase,
} from './accounts-support'
import { fixture } from './fixture-host-client'

export type ReadyAccount = {
  bracket?: 1 | 2 | 3 | 4
  birthDate?: string
  accountKind?: 'investor' | 'company'
  kycStatus?: 'submitted' | 'approved' | 'rejected'
  investorType?: 'private' | 'qualified'
  typeVerified?: boolean
}

/**
 * An account that registered through the API, its e-mail confirmed and its investor profile
 * complete with the identity check sent, written straight into the tables (the profile's own
 * screens are tested in investor-profile.spec.ts). Options make it a minor, a company, and so on.
 */
export async function readyAccount(
  request: APIRequestContext,
  lng: 'he' | 'en',
  options: ReadyAccount = {},
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('invest')
  const id = await registerViaApi(request, { email, locale: lng })
  await withDatabase(async (db) => {
    await db.query(`update investors set email_verified = true, account_kind = $2 where id = $1`, [
      id,
      options.accountKind ?? 'investor',
    ])
    const values = [
      id,
      options.kycStatus ?? 'submitted',
      options.birthDate ?? '1985-04-12',
      options.investorType ?? 'private',
      options.bracket ?? 2,
      options.typeVerified ? 'verified' : 'unverified',
    ]
    const updated = await db.query(
      `update investor_profiles set
         full_name = 'Dana Cohen', kyc_status = $2, first_name = 'Dana', last_name = 'Cohen',
         birth_date = $3, citizenship = 'israeli', country_of_residence = 'IL', sex = 'female',
         id_number_sealed = 'sealed-placeholder', id_number_last4 = '1234', address = 'Herzl 1',
         city = 'Tel Aviv', zip = '6100000', public_office = false, knowledge_level = 'good',
         experience_level = '2to5Years', education = 'master', invests_through_company = false,
         investor_type = $4, income_bracket = $5, accountant_confirmation = false,
         type_verification = $6
       where investor_id = $1`,
      values,
    )
    if (updated.rowCount === 0)
      await db.query(
        `insert into investor_profiles (
           investor_id, full_name, kyc_status, first_name, last_name, birth_date, citizenship,
           country_of_residence, sex, id_number_sealed, id_number_last4, address, city, zip,
           public_office, knowledge_level, experience_level, education, invests_through_company,
           investor_type, income_bracket, accountant_confirmation, type_verification)
         values ($1, 'Dana Cohen', $2, 'Dana', 'Cohen', $3, 'israeli', 'IL', 'female',
           'sealed-placeholder', '1234', 'Herzl 1', 'Tel Aviv', '6100000', false, 'good',
           '2to5Years', 'master', false, $4, $5, false, $6)`,
        values,
      )
    const kinds = ['id-card', 'id-appendix', 'selfie']
    if ((options.investorType ?? 'private') !== 'private') kinds.push('type-proof')
    for (const kind of kinds)
      await db.query(
        `insert into investor_documents (investor_id, kind, filename)
         values ($1, $2::enum_investor_documents_kind, $3)`,
        [id, kind, `doc-${id}-${kind}-${Date.now()}.pdf`],
      )
  })
  return { id, email }
}

/** Signs the browser in (the session cookie and the signed-in hint land in its context). */
export async function signIn(page: Page, email: string): Promise<void> {
  const login = await page.request.post('/api/login', {
    headers: { 'X-Forwarded-For': uniqueIp() },
    data: { login: email, password: strongPassword },
  })
  expect(login.status(), await login.text()).toBe(200)
}

/**
 * `count` ready investors invest `amount` shekels each in the project, through the create
 * operation, as the API does (in the worker's fixture host).
 */
export async function investInProject(alias: string, amount: string, count = 1): Promise<number[]> {
  return fixture('investInProject', alias, amount, count)
}

/**
 * A new raising project (the seed's cover; `fields` in minor units, `endInDays`) in which `count`
 * ready investors invest `amount` shekels each. Its alias.
 */
export async function aProjectWithInvestments(
  fields: Record<string, unknown>,
  amount: string,
  count: number,
): Promise<string> {
  return (await fixture('aProjectWithInvestments', fields, amount, count)).alias
}
