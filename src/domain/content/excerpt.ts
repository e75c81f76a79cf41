/**
 * A short description cut at a word boundary, for meta descriptions and cards: at most `max`
 * characters including the ellipsis; text that fits is returned whole.
 */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut
  return `${head.replace(/[\s,.;:–-]+$/, '')}…`
}

/** Paragraphs of a plain-text answer: a blank line starts a new one (see the Q&A answer field). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Items in their order, gathered under each group's first appearance (Q&A topics on a page). */
export function groupInOrder<T>(items: T[], groupOf: (item: T) => string) {
  const groups: { group: string; items: T[] }[] = []
  for (const item of items) {
    const name = groupOf(item)
    const existing = groups.find((g) => g.group === name)
    if (existing) existing.items.push(item)
    else groups.push({ group: name, items: [item] })
  }
  return groups
}
