import { useTranslations } from 'next-intl'

import { videoEmbedUrl } from '@/domain/projects/video-embed'
import type { Project } from '@/payload-types'
import { imageView } from '@/server/projects/media-view'

/**
 * The cover and the gallery: images at the media server's sizes, videos from YouTube (no-cookie
 * domain) or Vimeo in titled frames (the CSP allows only these two), uploaded videos as <video>.
 */
export function ProjectGallery({ project }: { project: Project }) {
  const t = useTranslations('Projects')
  const items = project.gallery ?? []
  const isVideo = (item: (typeof items)[number]) =>
    Boolean(item.videoUrl) ||
    (typeof item.media === 'object' && Boolean(item.media?.mimeType?.startsWith('video/')))
  const videos = items.filter(isVideo)
  const rendered = items.map((item) => {
    const key = item.id ?? String(item.media ?? item.videoUrl)
    if (item.videoUrl) {
      const embed = videoEmbedUrl(item.videoUrl)
      if (!embed) return null
      const videoNumber = videos.indexOf(item) + 1
      return (
        <li key={key} className="project-gallery__video">
          <iframe
            src={embed}
            title={t('galleryVideo', { number: videoNumber, name: project.name })}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </li>
      )
    }
    const media = item.media
    if (media && typeof media === 'object' && media.mimeType?.startsWith('video/') && media.url) {
      const videoNumber = videos.indexOf(item) + 1
      return (
        <li key={key} className="project-gallery__video">
          <video
            src={media.url}
            controls
            preload="none"
            aria-label={t('galleryVideo', { number: videoNumber, name: project.name })}
          />
        </li>
      )
    }
    const image = imageView(media, 'card')
    if (!image) return null
    return (
      <li key={key}>
        {/* eslint-disable-next-line @next/next/no-img-element -- media sizes are already made */}
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      </li>
    )
  })
  if (!rendered.some(Boolean)) return null
  return (
    <section className="project-gallery" aria-labelledby="project-gallery-title">
      <h2 id="project-gallery-title">{t('gallery')}</h2>
      <ul>{rendered}</ul>
    </section>
  )
}
