import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { clientMessages, clientNamespaces } from '@/i18n/client-messages'
import { messagesFor } from '@/i18n/messages'

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

const clientFiles = sourceFiles('src').filter((file) =>
  /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')),
)

describe('messages sent to the browser', () => {
  it('include every namespace a client component translates with', () => {
    const used = new Set<string>()
    for (const file of clientFiles) {
      const source = readFileSync(file, 'utf8')
      for (const call of source.matchAll(/useTranslations\(([^)]*)\)/g)) {
        const literal = /^\s*['"]([\w.]+)['"]\s*$/.exec(call[1] ?? '')
        // A namespace the test cannot read would go unchecked: client code names it literally.
        expect(literal, `${file}: useTranslations(${call[1]})`).not.toBeNull()
        used.add(literal![1]!.split('.')[0]!)
      }
    }
    expect(used.size).toBeGreaterThan(5)
    expect([...used].filter((namespace) => !clientNamespaces.includes(namespace as never))).toEqual(
      [],
    )
  })

  it('leave out what only the server renders', () => {
    const sent = clientMessages(messagesFor('he'))
    expect(Object.keys(sent).sort()).toEqual([...clientNamespaces].sort())
    expect(sent).not.toHaveProperty('Emails')
    expect(sent.Validation).toEqual(messagesFor('he').Validation)
  })
})
