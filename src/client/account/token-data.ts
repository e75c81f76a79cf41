/**
 * Spec 3, token data: who an invitation link is for, kept in sessionStorage until the auth modal
 * that it opened closes. Spec 3, investment: the transaction id a transaction link carried,
 * kept until the investment flow takes it.
 */
export type TokenData = {
  email: string
  name?: string
  phonenumber?: string
  autoactivation: boolean
  activeTab: 'login' | 'register'
}

const tokenDataKey = 'tokenData'
const transactionKey = 'rbTransactionId'

export function saveTokenData(data: TokenData): void {
  sessionStorage.setItem(tokenDataKey, JSON.stringify(data))
}

export function readTokenData(): TokenData | null {
  if (typeof window === 'undefined') return null
  try {
    const data = JSON.parse(sessionStorage.getItem(tokenDataKey) ?? 'null') as TokenData | null
    return data && typeof data.email === 'string' ? data : null
  } catch {
    return null
  }
}

export const clearTokenData = () => sessionStorage.removeItem(tokenDataKey)

export const saveTransactionId = (id: string) => sessionStorage.setItem(transactionKey, id)

/** The transaction id, once: reading it clears it (spec 4, "cleared after use"). */
export function takeTransactionId(): string | null {
  const id = sessionStorage.getItem(transactionKey)
  sessionStorage.removeItem(transactionKey)
  return id
}
