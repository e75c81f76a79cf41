'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

/** The recovery codes, shown once after two-step sign-in is turned on: copy or download them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('Account.twoFactor')
  const [copied, setCopied] = useState(false)
  const text = codes.join('\n') + '\n'

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = t('downloadFileName')
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div data-testid="recovery-codes">
      <h3>{t('recoveryTitle')}</h3>
      <p className="alert alert--success" role="status">
        {t('recoveryText')}
      </p>
      <ul className="two-factor__codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code data-testid="recovery-code">{code}</code>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      >
        {copied ? t('copied') : t('copy')}
      </button>
      <button type="button" className="button button--secondary" onClick={download}>
        {t('download')}
      </button>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('recoveryDone')}
      </button>
    </div>
  )
}
