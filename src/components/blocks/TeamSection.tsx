import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import type { TeamBlock } from '@/payload-types'

const isHttps = (url: string | null | undefined): url is string => /^https:\/\//.test(url ?? '')

export async function TeamSection({ block }: { block: TeamBlock }) {
  const t = await getTranslations('Pages.blocks')
  return (
    <section className="block team">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="team__list">
        {block.members.map((member) => (
          <li key={member.id ?? member.fullName} className="team__member">
            <MediaImage media={member.image} size="thumbnail" className="team__photo" />
            <h3 className="team__name">{member.fullName}</h3>
            <p className="team__role">{member.role}</p>
            {member.description ? <p className="team__about">{member.description}</p> : null}
            {isHttps(member.linkedin) ? (
              <a
                href={member.linkedin}
                className="team__linkedin"
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('linkedin', { name: member.fullName })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
