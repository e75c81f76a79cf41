import { callRoute } from '@/client/call-route'
import { postCompanyUpdateRoute } from '@/contracts/companies'
import type { CompanyUpdate } from '@/domain/companies/company-update'
import type * as z from '@/domain/zod'

/** The company's update to its project's investors (src/contracts/companies.ts). */
export async function postCompanyUpdate(
  projectId: number,
  update: CompanyUpdate,
  idempotencyKey: string,
  locale: string,
): Promise<z.output<typeof postCompanyUpdateRoute.output>['update']> {
  const { update: posted } = await callRoute(postCompanyUpdateRoute, {
    params: { id: projectId },
    input: update,
    headers: { 'Idempotency-Key': idempotencyKey },
    locale,
  })
  return posted
}
