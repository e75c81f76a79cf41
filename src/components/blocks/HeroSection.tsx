import { MediaImage } from '@/components/media/MediaImage'
import { SiteLink } from '@/components/layout/SiteLink'
import type { HeroBlock } from '@/payload-types'

/** The opening of a marketing page; as the page's first section its heading is the page's h1. */
export function HeroSection({
  block,
  isPageHeading,
}: {
  block: HeroBlock
  isPageHeading: boolean
}) {
  const Heading = isPageHeading ? 'h1' : 'h2'
  const hasImage = Boolean(block.image && typeof block.image === 'object')
  return (
    <section className={`block hero${hasImage ? ' hero--with-image' : ''}`}>
      <div className="hero__text">
        <Heading className="hero__heading">{block.heading}</Heading>
        {block.text ? <p className="hero__lead">{block.text}</p> : null}
        {block.buttonLabel && block.href ? (
          <SiteLink href={block.href} className="button button--primary hero__button">
            {block.buttonLabel}
          </SiteLink>
        ) : null}
      </div>
      <MediaImage media={block.image} size="card" className="hero__image" priority />
    </section>
  )
}
