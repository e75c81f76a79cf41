'use client'

import { createContext, useContext } from 'react'

import type { AuthTab, ModalName, ModalRequest } from './modal-names'

/** Which modal is open, and how to open and close one (ModalProvider holds it, ModalHost shows it). */
export type ModalContextValue = {
  current: ModalRequest | null
  open: (name: ModalName, options?: { tab?: AuthTab }) => void
  close: () => void
}

export const ModalContext = createContext<ModalContextValue | null>(null)

export function useModals(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new Error('useModals outside ModalProvider')
  return value
}
