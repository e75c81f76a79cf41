import { groupInOrder, paragraphs } from '@/domain/content/excerpt'
import type { QaEntry } from '@/server/qa/find-published-qa-items'

/**
 * Q&A items under their topic headings; each answer in a native disclosure (`details`), which
 * keyboards and screen readers operate without any script.
 */
export function QaGroups({ items }: { items: QaEntry[] }) {
  return (
    <div className="qa-groups">
      {groupInOrder(items, (item) => item.group).map(({ group, items: entries }) => (
        <section key={group} className="qa-group" aria-label={group}>
          <h2 className="qa-group__title">{group}</h2>
          {entries.map((item) => (
            <details key={item.id} className="qa-item">
              <summary className="qa-item__question">{item.question}</summary>
              <div className="qa-item__answer">
                {paragraphs(item.answer).map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}
