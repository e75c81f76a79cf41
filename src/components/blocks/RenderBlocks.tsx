import { RichText } from '@payloadcms/richtext-lexical/react'

import type { Page } from '@/payload-types'

import { CallToActionSection } from './CallToActionSection'
import { FaqSection } from './FaqSection'
import { HeroSection } from './HeroSection'
import { LogosSection } from './LogosSection'
import { StatsSection } from './StatsSection'
import { StepsSection } from './StepsSection'
import { TeamSection } from './TeamSection'

export type PageBlocks = NonNullable<Page['layout']>

type Props = {
  blocks: PageBlocks
  /** When the page shows no title of its own, a leading hero carries the page's h1. */
  heroIsPageHeading?: boolean
}

/** The sections an editor composed for a page, in their order. */
export function RenderBlocks({ blocks, heroIsPageHeading = false }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return (
              <HeroSection
                key={key}
                block={block}
                isPageHeading={heroIsPageHeading && index === 0}
              />
            )
          case 'richText':
            return <RichText key={key} data={block.content} className="rich-text block" />
          case 'steps':
            return <StepsSection key={key} block={block} />
          case 'stats':
            return <StatsSection key={key} block={block} />
          case 'faq':
            return <FaqSection key={key} block={block} />
          case 'team':
            return <TeamSection key={key} block={block} />
          case 'logos':
            return <LogosSection key={key} block={block} />
          case 'callToAction':
            return <CallToActionSection key={key} block={block} />
        }
      })}
    </>
  )
}
