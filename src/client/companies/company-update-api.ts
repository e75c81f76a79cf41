import { ApiRequestError, readApiError } from '@/client/account/api-error'
import { apiFetch } from '@/client/api-fetch'
import type { CompanyUpdate, CompanyUpdateView } from '@/domain/companies/company-update'

/** POST /api/company/projects/{id}/updates (docs/api.md), answered in the page's language. */
export async function postCompanyUpdate(
  projectId: number,
  update: CompanyUpdate,
  idempotencyKey: string,
  locale: string,
): Promise<CompanyUpdateView> {
  const response = await apiFetch(`/api/company/projects/${projectId}/updates`, {
    method: 'POST',
    body: { ...update, locale },
    headers: { 'Idempotency-Key': idempotencyKey },
    credentials: 'same-origin',
  })
  if (!response.ok) throw new ApiRequestError(await readApiError(response))
  return ((await response.json()) as { update: CompanyUpdateView }).update
}
