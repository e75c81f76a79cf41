import type { FaqBlock, QaItem } from '@/payload-types'

/** A blank line in an answer starts a new paragraph (as the Q&A centre shows it). */
function paragraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/**
 * Questions chosen from the Q&A centre, each a native disclosure (`details`): keyboard and
 * screen-reader support without script. Unpublished questions are not populated and are skipped.
 */
export function FaqSection({ block }: { block: FaqBlock }) {
  const questions = block.questions.filter((q): q is QaItem => typeof q === 'object' && q !== null)
  if (questions.length === 0) return null
  return (
    <section className="block faq">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <div className="faq__list">
        {questions.map((item) => (
          <details key={item.id} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              {paragraphs(item.answer).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
