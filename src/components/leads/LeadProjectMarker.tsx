'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { leadProjectStore } from '@/client/leads/lead-project-store'
import type { LeadProject } from '@/domain/leads/lead-context'

/**
 * Put on a project page: while it is shown, leads sent from the footer form or the timeout popup
 * carry the project's name and category (spec 3).
 */
export function LeadProjectMarker({ name, category }: LeadProject) {
  useEffect(() => {
    leadProjectStore.set({ name, category })
    return () => leadProjectStore.set(null)
  }, [name, category])
  return null
}

/** The project a layout-level lead form should report, if the page set one. */
export function usePageLeadProject(): LeadProject | null {
  return useSyncExternalStore(leadProjectStore.subscribe, leadProjectStore.get, () => null)
}
