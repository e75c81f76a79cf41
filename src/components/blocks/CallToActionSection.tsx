import { SiteLink } from '@/components/layout/SiteLink'
import type { CallToActionBlock } from '@/payload-types'

export function CallToActionSection({ block }: { block: CallToActionBlock }) {
  return (
    <section className="block call-to-action">
      <h2>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <SiteLink href={block.href} className="button button--primary">
        {block.buttonLabel}
      </SiteLink>
    </section>
  )
}
