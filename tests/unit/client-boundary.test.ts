import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { importGraph, root, sourceFiles } from '../support/import-graph'

/**
 * What a browser bundle may never hold: server operations and their secrets, Payload's config and
 * collections, the framework patches. Next bundles a `'use client'` file with everything it
 * imports, so this walks each one's imports to the end. It does what the `server-only` package
 * does at build time, for every client file at once, and also under vitest and our scripts
 * (which do not run with React's `react-server` condition, so `server-only` would throw there).
 */
const serverSide = [
  'src/server/',
  'src/framework/',
  'src/collections/',
  'src/globals/',
  'src/hooks/',
  'src/access/',
  'src/seed-data/',
  'src/scripts/',
  'payload.config.ts',
].map((prefix) => path.resolve(prefix) + (prefix.endsWith('/') ? path.sep : ''))

const isServerSide = (file: string) => serverSide.some((prefix) => file.startsWith(prefix))

/** The server-side files a client file reaches, each with the chain of imports that reaches it. */
function serverReach(graph: Map<string, string[]>, start: string): string[][] {
  const seen = new Set([start])
  const chains: string[][] = []
  const queue: string[][] = [[start]]
  while (queue.length) {
    const chain = queue.shift()!
    for (const target of graph.get(chain[chain.length - 1]!) ?? []) {
      if (seen.has(target)) continue
      seen.add(target)
      const next = [...chain, target]
      if (isServerSide(target)) chains.push(next.map((file) => path.relative(process.cwd(), file)))
      else queue.push(next)
    }
  }
  return chains
}

const isClientFile = (file: string) =>
  /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'))

describe('the browser bundle’s boundary', () => {
  const graph = importGraph(sourceFiles(root))

  it('finds a server module reached through another file (the check works)', () => {
    const client = path.resolve('src/components/X.tsx')
    const helper = path.resolve('src/client/y.ts')
    const secret = path.resolve('src/server/env.ts')
    expect(
      serverReach(
        new Map([
          [client, [helper]],
          [helper, [secret]],
        ]),
        client,
      ),
    ).toEqual([['src/components/X.tsx', 'src/client/y.ts', 'src/server/env.ts']])
  })

  it('no client file imports, however indirectly, server code, Payload’s config or its collections', () => {
    const clientFiles = [...graph.keys()].filter(isClientFile)
    expect(clientFiles.length).toBeGreaterThan(100)
    expect(clientFiles.flatMap((file) => serverReach(graph, file))).toEqual([])
  })
})
