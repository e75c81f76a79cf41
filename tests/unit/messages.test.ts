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

/**
 * The argument names of an ICU message, read by a small parser: in `{count, plural, =0 {No
 * projects} other {# projects}}` the branches' texts are not arguments, their own `{…}` are.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  let i = 0
  const readUntil = (stops: string) => {
    const start = i
    while (i < message.length && !stops.includes(message[i]!)) i++
    return message.slice(start, i).trim()
  }
  // Text up to the end of the message, or (inside a branch) up to its closing brace.
  const parseText = (inBranch: boolean) => {
    while (i < message.length) {
      if (message[i] === '{') parseArgument()
      else if (message[i] === '}' && inBranch) return void i++
      else i++
    }
  }
  const parseArgument = () => {
    i++ // {
    names.add(readUntil(',}'))
    if (message[i] === '}') return void i++
    i++ // ,
    const type = readUntil(',}')
    if (message[i] === '}') return void i++
    i++ // ,
    if (!['plural', 'select', 'selectordinal'].includes(type)) {
      readUntil('}')
      return void i++
    }
    while (i < message.length && message[i] !== '}') {
      readUntil('{}') // the branch's selector (=0, one, other…) or an offset
      if (message[i] === '{') {
        i++
        parseText(true)
      }
    }
    i++ // }
  }
  parseText(false)
  return [...names].sort()
}

describe('message catalogues', () => {
  const english = flatten(en)
  const hebrew = flatten(he)

  it('have the same keys in both languages', () => {
    expect([...hebrew.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('reads arguments, not branch texts, from plural messages', () => {
    expect(
      argumentsOf('{count, plural, =0 {No projects} other {# by {author}}} on {date}'),
    ).toEqual(['author', 'count', 'date'])
    expect(argumentsOf('{amount, number, integer} left')).toEqual(['amount'])
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
