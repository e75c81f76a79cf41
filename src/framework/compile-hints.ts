/**
 * Framework patch (src/framework/README.md): rewrites Next's build output. After `next build`
 * (`npm run build` runs this file) it marks the framework chunks every page loads (React DOM,
 * Next's router, the Turbopack runtime: the build manifest's `rootMainFiles`) with V8's explicit
 * compile hint.
 * Why: Chrome then compiles their functions on its background streaming thread instead of one by
 * one on the main thread as the page starts (Chrome 136 and later; other browsers read a comment).
 * Measured with Lighthouse's mobile profile on the home page: median score 66 to 74
 * (docs/performance.md). Page chunks are left alone: most of their functions run only when someone
 * uses the page.
 * Relies on: .next/build-manifest.json listing the chunks every page loads as `rootMainFiles`, and
 * Next loading those on each page (it would load a page's own list from `rootMainFilesTree`,
 * empty in our builds, instead).
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: Next or Turbopack marking its own chunks; no upstream issue found; re-check on each
 * upgrade.
 * Guarded by: tests/unit/framework/compile-hints.test.ts.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { withCompileHint } from './compile-hint'

const buildDir = path.resolve(process.cwd(), '.next')

type BuildManifest = { rootMainFiles?: string[] }

const manifest = JSON.parse(
  await readFile(path.join(buildDir, 'build-manifest.json'), 'utf8'),
) as BuildManifest
const files = manifest.rootMainFiles ?? []
if (files.length === 0) throw new Error('.next/build-manifest.json lists no rootMainFiles')

for (const file of files) {
  const location = path.join(buildDir, file)
  await writeFile(location, withCompileHint(await readFile(location, 'utf8')))
}
console.log(`compile hints: ${files.length} framework chunks marked`)
