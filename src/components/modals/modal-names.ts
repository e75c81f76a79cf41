/** Spec 2, modals opened by name, and the URL hashes that open them. */
export const modalNames = ['auth', 'forgot', 'phoneverification', 'timeout', 'accountkind'] as const
export type ModalName = (typeof modalNames)[number]
/** The auth modal's tabs; `register-company` is the register tab with the company's form. */
export const authTabs = ['login', 'register', 'register-company'] as const
export type AuthTab = (typeof authTabs)[number]

export type ModalRequest = { name: 'auth'; tab: AuthTab } | { name: Exclude<ModalName, 'auth'> }

export function modalFromHash(hash: string): ModalRequest | null {
  const key = hash.replace(/^#/, '')
  if ((authTabs as readonly string[]).includes(key)) return { name: 'auth', tab: key as AuthTab }
  if (key === 'auth') return { name: 'auth', tab: 'login' }
  if ((modalNames as readonly string[]).includes(key))
    return { name: key as Exclude<ModalName, 'auth'> }
  return null
}

export function hashForModal(request: ModalRequest): string {
  return request.name === 'auth' ? `#${request.tab}` : `#${request.name}`
}
