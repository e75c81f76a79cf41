import type { StatsBlock } from '@/payload-types'

/** Key figures (`12 מיליון ₪`, `₪12 million`), each isolated from the text around it (`bdi`). */
export function StatsSection({ block }: { block: StatsBlock }) {
  return (
    <section className="block stats">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <dl className="stats__list">
        {block.stats.map((stat) => (
          <div key={stat.id ?? stat.label} className="stats__item">
            <dt className="stats__label">{stat.label}</dt>
            <dd className="stats__value">
              <bdi>{stat.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
