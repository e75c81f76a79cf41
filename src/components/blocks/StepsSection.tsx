import type { StepsBlock } from '@/payload-types'

/** Numbered steps: an ordered list, so screen readers announce the position of each step. */
export function StepsSection({ block }: { block: StepsBlock }) {
  return (
    <section
      className="block steps"
      aria-labelledby={block.heading && block.id ? `steps-${block.id}` : undefined}
    >
      {block.heading ? (
        <h2 id={block.id ? `steps-${block.id}` : undefined}>{block.heading}</h2>
      ) : null}
      <ol className="steps__list">
        {block.steps.map((step) => (
          <li key={step.id ?? step.title} className="steps__item">
            <h3 className="steps__title">{step.title}</h3>
            {step.text ? <p className="steps__text">{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
