'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

/** Throws while rendering, so the page's error boundary can be seen. */
export function ErrorTrigger() {
  const t = useTranslations('StyleGuide')
  const [broken, setBroken] = useState(false)
  if (broken) throw new Error('Style guide: a rendering error on purpose')
  return (
    <button type="button" className="button button--secondary" onClick={() => setBroken(true)}>
      {t('throwError')}
    </button>
  )
}
