import type { NavigationState } from '@/domain/auth/after-sign-in'

/**
 * Spec 3, navigation state: where the auth modal was opened from, kept for the tab's lifetime
 * (sessionStorage) so that a reload in the middle of signing in does not lose it.
 */
const key = 'navigation'
const empty: NavigationState = { previousPath: null, authSource: null, project: null }

export function readNavigationState(): NavigationState {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(key) ?? 'null',
    ) as Partial<NavigationState> | null
    return { ...empty, ...stored }
  } catch {
    return empty
  }
}

export function updateNavigationState(change: Partial<NavigationState>): void {
  sessionStorage.setItem(key, JSON.stringify({ ...readNavigationState(), ...change }))
}

export function clearAuthSource(): void {
  updateNavigationState({ authSource: null, project: null })
}
