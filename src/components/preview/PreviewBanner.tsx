import { getTranslations } from 'next-intl/server'

import { getPreviewUser } from '@/server/content/get-preview-user'

import { LivePreviewListener } from './LivePreviewListener'
import { PreviewExitLink } from './PreviewExitLink'

/** Shown only to staff in preview mode: says that drafts are visible, with a way out. */
export async function PreviewBanner() {
  const user = await getPreviewUser()
  if (!user) return null
  const t = await getTranslations('Pages.preview')
  return (
    <div className="preview-banner" role="region" aria-label={t('label')}>
      <p className="preview-banner__text">{t('text')}</p>
      <PreviewExitLink>{t('exit')}</PreviewExitLink>
      <LivePreviewListener />
    </div>
  )
}
