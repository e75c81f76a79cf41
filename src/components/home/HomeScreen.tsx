import { getTranslations } from 'next-intl/server'

import { PostCard } from '@/components/blog/PostCard'
import { CmsPage } from '@/components/content/CmsPage'
import { Link } from '@/components/navigation/Link'
import { ProjectCardView } from '@/components/projects/ProjectCardView'
import type { ProjectStatusGroup } from '@/domain/projects/project-status'
import type { Locale } from '@/i18n/locales'
import { listLatestPosts } from '@/server/posts/list-latest-posts'
import { listProjectsInGroup } from '@/server/projects/list-projects-in-group'

/** How many projects each home-page list shows before "see all". */
const projectsPerGroup = 3
const latestPostsCount = 3
const groups: ProjectStatusGroup[] = ['raising', 'coming', 'finished']

export async function HomeScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home')
  const [lists, posts] = await Promise.all([
    Promise.all(
      groups.map(async (group) => ({
        group,
        ...(await listProjectsInGroup({ group, locale, limit: projectsPerGroup })),
      })),
    ),
    listLatestPosts({ locale, limit: latestPostsCount }),
  ])
  const now = new Date()
  return (
    <div className="home">
      <CmsPage slug="home" locale={locale} />
      {lists
        .filter((list) => list.cards.length > 0)
        .map((list) => (
          <section key={list.group} className="home-section" aria-labelledby={`home-${list.group}`}>
            <div className="home-section__header">
              <h2 id={`home-${list.group}`}>{t(`groups.${list.group}.title`)}</h2>
              <Link href={list.catalogueHref} className="home-section__more">
                {t(`groups.${list.group}.more`, { count: list.totalDocs })}
              </Link>
            </div>
            <ul className="catalogue__grid">
              {list.cards.map((card) => (
                <li key={card.alias}>
                  <ProjectCardView
                    card={card}
                    locale={locale}
                    basePath="/projects"
                    headingLevel={3}
                    now={now}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      {posts.length ? (
        <section className="home-section" aria-labelledby="home-posts">
          <div className="home-section__header">
            <h2 id="home-posts">{t('posts.title')}</h2>
            <Link href="/blog" className="home-section__more">
              {t('posts.more')}
            </Link>
          </div>
          <ul className="post-list__items">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="home-calls" aria-label={t('calls.label')}>
        <div className="home-call">
          <h2>{t('calls.investors.title')}</h2>
          <p>{t('calls.investors.text')}</p>
          <p className="home-call__actions">
            <Link href="/projects?status=raising" className="button button--primary">
              {t('calls.investors.browse')}
            </Link>
            <a href="#register" className="button">
              {t('calls.investors.register')}
            </a>
          </p>
        </div>
        <div className="home-call">
          <h2>{t('calls.companies.title')}</h2>
          <p>{t('calls.companies.text')}</p>
          <p className="home-call__actions">
            <Link href="/recruitment" className="button button--primary">
              {t('calls.companies.apply')}
            </Link>
            <Link href="/how-it-works" className="button">
              {t('calls.companies.how')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  )
}
