import { parseDraft, type InvestDraft } from '@/domain/investments/invest-steps'

/**
 * The invest page's draft per project, for the tab's lifetime (sessionStorage): the amount chosen
 * before signing in is still there after the auth modal, phone verification or a reload.
 */
const keyOf = (alias: string) => `investDraft:${alias}`

/** The stored text (a string, so that `useSyncExternalStore` sees the same value each time). */
export function storedDraftText(alias: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(alias))
  } catch {
    return null
  }
}

export function readInvestDraft(alias: string): InvestDraft | null {
  return parseDraft(storedDraftText(alias))
}

export function saveInvestDraft(alias: string, draft: InvestDraft): void {
  try {
    sessionStorage.setItem(keyOf(alias), JSON.stringify(draft))
  } catch {
    // Storage can be disabled: the page still works, only a reload forgets the draft.
  }
}

export function clearInvestDraft(alias: string): void {
  try {
    sessionStorage.removeItem(keyOf(alias))
  } catch {
    // Nothing kept.
  }
}

/** One key per submission attempt of the form, reused when the same submission is retried. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
