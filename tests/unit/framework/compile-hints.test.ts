import { describe, expect, it } from 'vitest'

import { expectCheckedVersions, requireFromApp } from './checked-against'

type BuildManifest = {
  rootMainFiles: string[]
  rootMainFilesTree?: Record<string, string[]>
  [key: string]: unknown
}

const { BUILD_MANIFEST } = requireFromApp('next/dist/shared/lib/constants') as {
  BUILD_MANIFEST: string
}
const { TurbopackManifestLoader } = requireFromApp(
  'next/dist/shared/lib/turbopack/manifest-loader',
) as {
  TurbopackManifestLoader: {
    prototype: {
      mergeBuildManifests: (manifests: object[], lowPriority: string[]) => BuildManifest
    }
  }
}
const { getRequiredScripts } = requireFromApp('next/dist/server/app-render/required-scripts') as {
  getRequiredScripts: (
    manifest: BuildManifest,
    assetPrefix: string,
    crossOrigin: undefined,
    integrity: undefined,
    query: string,
    nonce: undefined,
    page: string,
  ) => [() => void, { src: string }]
}
const reactDom = requireFromApp('react-dom') as { preinit: (src: string, options: object) => void }

/** The scripts Next has a page load first: its bootstrap, then those it preinitialises. */
function scriptsLoadedBy(manifest: BuildManifest, page: string): string[] {
  const preinit = reactDom.preinit
  const preinitialised: string[] = []
  reactDom.preinit = (src) => void preinitialised.push(src)
  try {
    const [preinitScripts, bootstrap] = getRequiredScripts(
      manifest,
      '',
      undefined,
      undefined,
      '',
      undefined,
      page,
    )
    preinitScripts()
    return [bootstrap.src, ...preinitialised]
  } finally {
    reactDom.preinit = preinit
  }
}

/**
 * src/framework/compile-hints.ts marks, after `next build`, the chunks the build manifest lists as
 * `rootMainFiles`: the ones every page loads first.
 */
describe('guard: the compile hints on Next’s chunks (src/framework/compile-hints.ts)', () => {
  const files = [
    'static/chunks/react-dom.js',
    'static/chunks/router.js',
    'static/chunks/turbopack.js',
  ]

  it('runs on the Next version it was checked against', () => {
    expectCheckedVersions('compile-hints.ts')
    expectCheckedVersions('compile-hint.ts')
  })

  it('finds the build writing the chunks every page loads to build-manifest.json as rootMainFiles', () => {
    expect(BUILD_MANIFEST).toBe('build-manifest.json')
    const route = { pages: {}, rootMainFiles: files, polyfillFiles: [], rootMainFilesTree: {} }
    const merged = TurbopackManifestLoader.prototype.mergeBuildManifests.call(
      null,
      [route, { pages: {}, rootMainFiles: [], polyfillFiles: [] }],
      [],
    )
    expect(merged.rootMainFiles).toEqual(files)
  })

  it('finds Next having each page load those chunks first', () => {
    const manifest = { rootMainFiles: files, rootMainFilesTree: {} }
    expect(scriptsLoadedBy(manifest, '/(frontend)/[locale]/(default)/page')).toEqual(
      files.map((file) => `/_next/${file}`),
    )
  })
})
