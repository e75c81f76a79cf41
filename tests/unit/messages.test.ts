import { describe, expect, it } from 'vitest'

import en from '@messages/en.json'
import he from '@messages/he.json'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  const english = flatten(en)
  const hebrew = flatten(he)

  it('have the same keys in both languages', () => {
    expect([...hebrew.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('use the same ICU arguments in both languages', () => {
    for (const [key, message] of english) {
      expect(argumentsOf(hebrew.get(key) ?? ''), key).toEqual(argumentsOf(message))
    }
  })

  it('have no empty texts', () => {
    for (const [key, message] of [...english, ...hebrew]) expect(message.trim(), key).not.toBe('')
  })
})
