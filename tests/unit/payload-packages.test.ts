import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))
const installedVersion = (name: string): string =>
  readJson(`node_modules/${name}/package.json`).version

/**
 * Payload's own start-up check that every @payloadcms package has payload's version is off
 * (payload.config.ts), because @payloadcms/storage-s3 has no release of payload's version: these
 * are the checks that still matter.
 */
describe("Payload's packages", () => {
  const dependencies: Record<string, string> = readJson('package.json').dependencies
  const payloadVersion = dependencies.payload!

  it("pins every @payloadcms package to payload's version, the storage plugin to the nearest release", () => {
    const [major, minor, patch] = payloadVersion.split('.').map(Number)
    for (const [name, version] of Object.entries(dependencies)) {
      if (!name.startsWith('@payloadcms/')) continue
      if (name === '@payloadcms/storage-s3') {
        const [sMajor, sMinor, sPatch] = version.split('.').map(Number)
        expect([sMajor, sMinor], name).toEqual([major, minor])
        expect(sPatch, name).toBeLessThanOrEqual(patch!)
      } else expect(version, name).toBe(payloadVersion)
      expect(installedVersion(name), name).toBe(version)
    }
  })

  it('installs one copy of payload and its admin UI, which the storage plugin shares', () => {
    for (const plugin of ['storage-s3', 'plugin-cloud-storage'])
      for (const shared of ['payload', '@payloadcms/ui'])
        expect(
          existsSync(path.join(root, `node_modules/@payloadcms/${plugin}/node_modules/${shared}`)),
          `${plugin} has its own ${shared}`,
        ).toBe(false)
    expect(installedVersion('@payloadcms/plugin-cloud-storage')).toBe(
      dependencies['@payloadcms/storage-s3'],
    )
  })
})
