'use client'

import { useEffect } from 'react'

import { captureUtm } from '@/client/utm-store'

export function UtmCapture() {
  useEffect(() => captureUtm(window.location.search), [])
  return null
}
