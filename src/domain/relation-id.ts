/** The id a relationship holds, whether Payload returned it as an id (depth 0) or a document. */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  return typeof value === 'object' && value !== null ? value.id : (value ?? null)
}
