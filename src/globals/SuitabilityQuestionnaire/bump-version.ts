import type { GlobalBeforeChangeHook } from 'payload'

type Content = {
  passingScore?: unknown
  introduction?: unknown
  questions?:
    | {
        id?: string | null
        text?: unknown
        answers?: { id?: string | null; text?: unknown; score?: unknown }[] | null
      }[]
    | null
}

/** What the investors' answers depend on: the questions, their choices, scores and passing score. */
const fingerprint = (content: Content) =>
  JSON.stringify({
    passingScore: content.passingScore ?? null,
    introduction: content.introduction ?? null,
    questions: (content.questions ?? []).map((question) => ({
      id: question.id ?? null,
      text: question.text ?? null,
      answers: (question.answers ?? []).map((answer) => ({
        id: answer.id ?? null,
        text: answer.text ?? null,
        score: answer.score ?? null,
      })),
    })),
  })

/**
 * A save that changes the content (in either language) raises the version number; a save that
 * changes nothing keeps it, so answers given to it stay current.
 */
export const bumpQuestionnaireVersion: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const previous = (originalDoc ?? {}) as Content & { versionNumber?: number | null }
  const next = { ...previous, ...(data as Content) }
  const current = previous.versionNumber ?? 0
  const changed = current === 0 || fingerprint(previous) !== fingerprint(next)
  return { ...data, versionNumber: changed ? current + 1 : current }
}
