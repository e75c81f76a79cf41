import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  clientMessages,
  clientNamespaces,
  routeClientMessages,
  routeClientNamespaces,
} from '@/i18n/client-messages'
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

/** The namespaces `files` translate with (each named literally, or the test fails). */
function namespacesUsedBy(files: string[]): Set<string> {
  const used = new Set<string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const call of source.matchAll(/useTranslations\(([^)]*)\)/g)) {
      const literal = /^\s*['"]([\w.]+)['"]\s*$/.exec(call[1] ?? '')
      // A namespace the test cannot read would go unchecked: client code names it literally.
      expect(literal, `${file}: useTranslations(${call[1]})`).not.toBeNull()
      used.add(literal![1]!.split('.')[0]!)
    }
  }
  return used
}

const routeNamespaces = new Set<string>(Object.values(routeClientNamespaces).flat())

describe('messages sent to the browser', () => {
  it('include every namespace a client component translates with', () => {
    const used = namespacesUsedBy(clientFiles)
    expect(used.size).toBeGreaterThan(5)
    const sent = (namespace: string) =>
      clientNamespaces.includes(namespace as never) || routeNamespaces.has(namespace)
    expect([...used].filter((namespace) => !sent(namespace))).toEqual([])
  })

  it("give the profile page's components every namespace they read, with that page only", () => {
    const profileFiles = clientFiles.filter((file) =>
      file.startsWith(path.join('src', 'components', 'profile')),
    )
    expect(profileFiles.length).toBeGreaterThan(3)
    const used = namespacesUsedBy(profileFiles)
    expect(used).toContain('Profile')
    const listed: readonly string[] = routeClientNamespaces.profile
    expect([...used].filter((namespace) => !listed.includes(namespace))).toEqual([])
    expect(clientNamespaces).not.toContain('Profile')
    const sent = routeClientMessages(messagesFor('en'), 'profile')
    expect(Object.keys(sent).sort()).toEqual([...listed].sort())
    expect(sent.Profile).toEqual(messagesFor('en').Profile)
  })

  it("give the invest page's components, and the profile forms they reuse, every namespace they read", () => {
    const investFiles = clientFiles.filter(
      (file) =>
        file.startsWith(path.join('src', 'components', 'invest')) ||
        file.startsWith(path.join('src', 'components', 'profile')),
    )
    const used = namespacesUsedBy(investFiles)
    expect(used).toContain('Invest')
    const listed: readonly string[] = [...routeClientNamespaces.invest, ...clientNamespaces]
    // The profile page's own sections (questionnaire, leader request) are not on the invest page.
    const notOnInvestPage = new Set(['Questionnaire', 'LeaderRequest'])
    expect(
      [...used].filter(
        (namespace) => !listed.includes(namespace) && !notOnInvestPage.has(namespace),
      ),
    ).toEqual([])
    expect(clientNamespaces).not.toContain('Invest')
  })

  it('leave out what only the server renders', () => {
    const sent = clientMessages(messagesFor('he'))
    expect(Object.keys(sent).sort()).toEqual([...clientNamespaces].sort())
    expect(sent).not.toHaveProperty('Emails')
    expect(sent.Validation).toEqual(messagesFor('he').Validation)
  })
})
