import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Our modules' import graph, read from the sources: each file's value imports (a type-only import
 * vanishes from the compiled code, so it neither runs nor ships), resolved to files. Reads each
 * file once, in about a second.
 */
export const root = path.resolve('src')
const extensions = ['.ts', '.tsx']

export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return extensions.includes(path.extname(name)) && !name.endsWith('.d.ts') ? [full] : []
  })
}

function resolveModule(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : specifier === '@payload-config'
        ? path.resolve('payload.config.ts')
        : null
  if (!base) return null
  for (const candidate of [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

/** `import`/`export … from` and `import()` of values; `import type` and `export type` left out. */
export const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The named imports of a statement, when every one of them is `type …`: nothing at run time. */
export function onlyTypes(statement: string): boolean {
  const names = /\{([^}]*)\}/.exec(statement)?.[1]
  if (!names || /^\s*import\s+\w/.test(statement.replace(/^\s*import\s+\{/, 'import {')))
    return false
  const parts = names
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return parts.length > 0 && parts.every((part) => part.startsWith('type '))
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of [...files, path.resolve('payload.config.ts')]) {
    const source = readFileSync(file, 'utf8')
    const targets = new Set<string>()
    for (const match of source.matchAll(importPattern)) {
      if (onlyTypes(match[0])) continue
      const target = resolveModule(match[1] ?? match[2]!, file)
      if (target) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  return graph
}
