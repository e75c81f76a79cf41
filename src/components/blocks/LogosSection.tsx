import { MediaImage } from '@/components/media/MediaImage'
import type { LogosBlock } from '@/payload-types'

const isHttps = (url: string | null | undefined): url is string => /^https:\/\//.test(url ?? '')

/**
 * Partners' logos. The written name is the accessible text (visually small under the logo), so
 * the image itself is decorative and a link is named by the partner's name.
 */
export function LogosSection({ block }: { block: LogosBlock }) {
  return (
    <section className="block logos">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="logos__list">
        {block.logos.map((logo) => {
          const content = (
            <>
              <MediaImage media={logo.image} size="thumbnail" className="logos__image" decorative />
              <span className="logos__name">{logo.name}</span>
            </>
          )
          return (
            <li key={logo.id ?? logo.name} className="logos__item">
              {isHttps(logo.url) ? (
                <a
                  href={logo.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="logos__link"
                >
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
