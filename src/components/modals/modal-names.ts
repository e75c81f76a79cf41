/** Spec 2, modals opened by name, and the URL hashes that open them. */
export const modalNames = ['auth', 'forgot', 'phoneverification', 'timeout', 'accountkind'] as const
export type ModalName = (typeof modalNames)[number]
export type AuthTab = 'login' | 'register'

export type ModalRequest = { name: 'auth'; tab: AuthTab } | { name: Exclude<ModalName, 'auth'> }

export function modalFromHash(hash: string): ModalRequest | null {
  const key = hash.replace(/^#/, '')
  if (key === 'login' || key === 'register') return { name: 'auth', tab: key }
  if (key === 'auth') return { name: 'auth', tab: 'login' }
  if ((modalNames as readonly string[]).includes(key))
    return { name: key as Exclude<ModalName, 'auth'> }
  return null
}

export function hashForModal(request: ModalRequest): string {
  return request.name === 'auth' ? `#${request.tab}` : `#${request.name}`
}
