'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Link } from '@/components/navigation/Link'

type Props = { error: Error & { digest?: string; statusCode?: number }; reset: () => void }

/** Any error inside a page: the message and status code (500 unless the error says otherwise). */
export default function PageError({ error, reset }: Props) {
  const t = useTranslations('Error')
  const status = error.statusCode ?? 500

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <section className="status-page" role="alert" aria-labelledby="error-title">
      <p className="status-page__code">{status}</p>
      <h1 id="error-title">{t('title')}</h1>
      <p>{t('status', { status: String(status) })}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--secondary" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className="button button--primary">
          {t('home')}
        </Link>
      </div>
    </section>
  )
}
