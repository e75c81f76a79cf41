'use client'

import { createContext, useContext } from 'react'

import type { ProfileView } from '@/domain/investors/profile-view'
import type { ProfilePageSettings } from '@/server/profile/read-profile-page-settings'

export type ProfileContextValue = {
  view: ProfileView
  settings: ProfilePageSettings
  /** After a call that answers the profile (a save, the submission). */
  showView: (view: ProfileView) => void
  /** After a call that does not (an upload): asks the server for the profile again. */
  reload: () => Promise<void>
  /** Opens another section of the page, as its link in the section list does. */
  openSection: (id: string) => void
}

export const ProfileContext = createContext<ProfileContextValue | null>(null)

/** The profile being edited, for the page's sections (a section may also ignore it). */
export function useProfile(): ProfileContextValue {
  const value = useContext(ProfileContext)
  if (!value) throw new Error('useProfile outside the profile page')
  return value
}
