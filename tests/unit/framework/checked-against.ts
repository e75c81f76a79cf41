import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { expect } from 'vitest'

import {
  checkedVersions,
  type FrameworkFile,
  type FrameworkPackage,
} from '@/framework/checked-versions'

export const root = path.resolve(import.meta.dirname, '../../..')

/** Next's and Payload's own modules, loaded as Node loads them for the server. */
export const requireFromApp = createRequire(path.join(root, 'package.json'))

export function installedVersion(name: FrameworkPackage): string {
  const manifest = path.join(root, 'node_modules', name, 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * Fails on purpose once Next or Payload is upgraded: the file was written against the versions
 * in src/framework/checked-versions.ts and must be read again against the new one.
 */
export function expectCheckedVersions(file: FrameworkFile): void {
  for (const [name, checked] of Object.entries(checkedVersions[file])) {
    expect(
      installedVersion(name as FrameworkPackage),
      `re-check src/framework/${file} against the new ${name}, then update the checked version ` +
        '(src/framework/checked-versions.ts, the file’s header, src/framework/README.md)',
    ).toBe(checked)
  }
}
