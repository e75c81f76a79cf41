import { describe, expect, it } from 'vitest'

import { compileHint, withCompileHint } from '@/framework/compile-hint'

describe('withCompileHint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([])'

  it('puts the hint on the first line, where V8 reads it', () => {
    expect(withCompileHint(chunk).split('\n')).toEqual([compileHint, chunk])
  })

  it('marks a chunk once however often the build step runs', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk))
  })
})
