import { createHash } from 'node:crypto'

/**
 * A page's inline scripts (Next's bootstrap and flight data, React's streaming helpers, our
 * consent check) differ per page and per build, and pages are cached whole, so a per-request
 * nonce is not possible; the CSP names each one's hash instead.
 */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(attributes)
  if (!match) return null
  return (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase()
}

/** `'sha256-…'` of every executable inline script in the document, each once, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (attribute(attributes, 'src') !== null) continue
    // Data blocks (JSON-LD) are never run, so the policy need not name them.
    if (!executableTypes.has(attribute(attributes, 'type') ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with the hashes added to its `script-src` (unchanged when it has none). */
export function allowInlineScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      return /^script-src(\s|$)/i.test(trimmed) ? `${trimmed} ${hashes.join(' ')}` : trimmed
    })
    .join('; ')
}
