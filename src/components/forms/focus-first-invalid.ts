/**
 * Moves focus to the first field in error inside `container`, in the page's order: an input marked
 * `aria-invalid`, or the first enabled input of a group so marked (radio buttons). False when
 * none is marked yet.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const marked = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!marked) return false
  const target = marked.matches('input, select, textarea')
    ? marked
    : marked.querySelector<HTMLElement>('input:not([disabled]), select, textarea')
  target?.focus()
  return true
}
