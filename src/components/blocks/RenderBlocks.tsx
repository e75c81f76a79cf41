import { RichText } from '@payloadcms/richtext-lexical/react'

import { SiteLink } from '@/components/layout/SiteLink'
import type { Page } from '@/payload-types'

type Blocks = NonNullable<Page['layout']>

/** The sections an editor composed under a page's text. */
export function RenderBlocks({ blocks }: { blocks: Blocks }) {
  return (
    <>
      {blocks.map((block) => {
        const key = block.id ?? `${block.blockType}-${blocks.indexOf(block)}`
        switch (block.blockType) {
          case 'richText':
            return <RichText key={key} data={block.content} className="rich-text block" />
          case 'callToAction':
            return (
              <section key={key} className="block call-to-action">
                <h2>{block.heading}</h2>
                {block.text ? <p>{block.text}</p> : null}
                <SiteLink href={block.href} className="button button--primary">
                  {block.buttonLabel}
                </SiteLink>
              </section>
            )
        }
      })}
    </>
  )
}
