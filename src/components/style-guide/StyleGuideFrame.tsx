import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/components/navigation/Link'

export const styleGuideMetadata = { robots: { index: false, follow: false } }

const pages = ['/test', '/test2', '/test3']

/** The living style guide (`/test`, `/test2`, `/test3`): noindex, linked from nowhere. */
export async function StyleGuideFrame({
  current,
  children,
}: {
  current: string
  children: ReactNode
}) {
  const t = await getTranslations('StyleGuide')
  return (
    <div className="style-guide">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <nav aria-label={t('pages')}>
        <ul className="inline-list">
          {pages.map((path) => (
            <li key={path}>
              <Link href={path} aria-current={path === current ? 'page' : undefined}>
                {path}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
