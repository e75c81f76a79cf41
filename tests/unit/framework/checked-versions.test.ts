import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkedVersions, type FrameworkFile } from '@/framework/checked-versions'

import { root } from './checked-against'

const folder = path.join(root, 'src/framework')
const files = Object.keys(checkedVersions) as FrameworkFile[]

/** The file's first comment, as one line of text. */
function headerOf(file: string): string {
  const text = readFileSync(path.join(folder, file), 'utf8')
  expect(text.startsWith('/**'), `${file} starts with its header comment`).toBe(true)
  return text
    .slice(0, text.indexOf('*/'))
    .split('\n')
    .map((line) => line.replace(/^\s*\/?\*+\s?/, ''))
    .join(' ')
}

const versionsOf = (file: FrameworkFile) =>
  Object.entries(checkedVersions[file])
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')

const frameworkTestsIn = (text: string) => [
  ...new Set(text.match(/tests\/(?:unit|int)\/framework\/[\w-]+\.test\.ts/g) ?? []),
]

/**
 * src/framework's headers, its README's table and its guard tests share one record of the
 * versions each file was checked against, and every file there is in it.
 */
describe('the framework patches’ record', () => {
  const readme = readFileSync(path.join(folder, 'README.md'), 'utf8')

  it('has an entry for every file in src/framework, and a file for every entry', () => {
    const present = readdirSync(folder).filter(
      (name) => name.endsWith('.ts') && name !== 'checked-versions.ts',
    )
    expect(present.sort()).toEqual([...files].sort())
  })

  it.each(files)(
    '%s: its header states the patch, its versions, its wait and its guard',
    (file) => {
      const header = headerOf(file)
      expect(header).toContain('Framework patch (src/framework/README.md)')
      expect(header).toMatch(/ Why: /)
      expect(header).toMatch(/ Waits for: /)
      expect(header).toContain(`Checked against: ${versionsOf(file)}`)
      const guards = header.slice(header.indexOf('Guarded by:')).match(/tests\/[\w/.-]+\.test\.ts/g)
      expect(guards, `${file} names its guard test`).not.toBeNull()
      for (const guard of guards ?? []) expect(existsSync(path.join(root, guard)), guard).toBe(true)
    },
  )

  it.each(files)('%s: its row in the README has the same versions and guard tests', (file) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${file}\``))
    expect(row, `README row for ${file}`).toBeDefined()
    expect(row).toContain(` ${versionsOf(file)} `)
    expect(frameworkTestsIn(row!).sort()).toEqual(frameworkTestsIn(headerOf(file)).sort())
  })
})
