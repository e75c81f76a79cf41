import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/navigation/Link'

export default async function NotFound() {
  const t = await getTranslations('NotFound')
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('message')}</p>
      <Link href="/" className="button button--primary">
        {t('home')}
      </Link>
    </section>
  )
}
