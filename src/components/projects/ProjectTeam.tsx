import { useTranslations } from 'next-intl'

import type { Project } from '@/payload-types'
import { imageView } from '@/server/projects/media-view'

export function ProjectTeam({ team }: { team: Project['team'] }) {
  const t = useTranslations('Projects')
  if (!team?.length) return <p>{t('noTeam')}</p>
  return (
    <ul className="project-team">
      {team.map((member) => {
        const photo = imageView(member.image, 'thumbnail')
        return (
          <li key={member.id ?? member.fullName} className="project-team__member">
            {photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- media sizes are already made
              <img
                src={photo.url}
                alt=""
                width={photo.width}
                height={photo.height}
                loading="lazy"
              />
            ) : null}
            <div>
              <h3>{member.fullName}</h3>
              <p className="project-team__role">{member.role}</p>
              {member.description ? <p>{member.description}</p> : null}
              {member.linkedin ? (
                <a href={member.linkedin} rel="noopener noreferrer" target="_blank">
                  {t('linkedin', { name: member.fullName })}
                </a>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
