import { controlCharacters, loneSurrogate } from '../plain-text'

const maxLength = 200

/**
 * The name a file had on the company's computer, kept to show it back: its last path segment,
 * without control characters or broken UTF-16, at most 200 characters. The stored file has a name
 * of ours; this one is only ever shown as text.
 */
export function originalFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(new RegExp(controlCharacters.source, 'g'), '')
    .replace(new RegExp(loneSurrogate.source, 'g'), '')
    .trim()
  return Array.from(cleaned).slice(0, maxLength).join('') || 'file'
}
