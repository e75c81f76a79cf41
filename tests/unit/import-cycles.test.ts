import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { importGraph, importPattern, onlyTypes, root, sourceFiles } from '../support/import-graph'

/**
 * No import cycle among our modules. ESLint's `import/no-cycle` does this too but took lint from
 * 36 s to 3.5 min on this machine; this reads each file once, resolves its value imports (a
 * type-only import vanishes from the compiled code, so it cannot make a cycle at run time) and
 * looks for strongly connected components of more than one file, in about a second.
 */

/** Tarjan's strongly connected components, iteratively (the graph is a few thousand files deep). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: [string, number][] = [[start, 0]]
    while (work.length) {
      const frame = work[work.length - 1]!
      const [node, next] = frame
      if (next === 0) {
        index.set(node, counter)
        low.set(node, counter++)
        stack.push(node)
        onStack.add(node)
      }
      const edges = graph.get(node) ?? []
      if (next < edges.length) {
        frame[1]++
        const target = edges[next]!
        if (!index.has(target)) work.push([target, 0])
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]?.[0]
      if (parent) low.set(parent, Math.min(low.get(parent)!, low.get(node)!))
      if (low.get(node) === index.get(node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== node)
        const selfImport = graph.get(node)?.includes(node)
        if (component.length > 1 || selfImport)
          found.push(component.map((file) => path.relative(process.cwd(), file)).sort())
      }
    }
  }
  return found
}

describe('import cycles', () => {
  it('finds one that is there (the check works)', () => {
    const a = path.join(root, 'a.ts')
    const b = path.join(root, 'b.ts')
    const c = path.join(root, 'c.ts')
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']])
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([])
  })

  it('reads type-only imports as nothing and value imports as edges', () => {
    expect(onlyTypes("import { type A, type B } from './x'")).toBe(true)
    expect(onlyTypes("import { type A, b } from './x'")).toBe(false)
    expect(onlyTypes("import x, { type A } from './x'")).toBe(false)
    const statements = "import type { A } from './a'\nimport { b } from './b'\nexport * from './c'"
    expect([...statements.matchAll(importPattern)].map((match) => match[1])).toEqual(['./b', './c'])
  })

  it('there is none among our modules', () => {
    const graph = importGraph(sourceFiles(root))
    expect(graph.size).toBeGreaterThan(500)
    // It reads our imports: an alias, a relative one, the config's.
    const edgesOf = (file: string) =>
      graph.get(path.resolve(file))!.map((target) => path.relative(process.cwd(), target))
    expect(edgesOf('src/collections/Categories.ts')).toContain('src/hooks/revalidate.ts')
    expect(edgesOf('src/contracts/api-routes.ts')).toContain('src/contracts/investments.ts')
    expect(edgesOf('payload.config.ts')).toContain('src/collections/Categories.ts')
    expect(cycles(graph)).toEqual([])
  })
})
