import { describe, expect, it } from 'vitest'

import en from '@messages/en.json'
import he from '@messages/he.json'

import {
  leaderDecisionSchema,
  leaderRequestMessageKeys,
  leaderRequestSchema,
} from '@/domain/leader-requests/leader-request-schema'

const file = (name = 'track-record.pdf') =>
  new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' })

const messageOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('the leader request schema', () => {
  it('takes a message of 20 characters, trimmed, with no files', () => {
    const parsed = leaderRequestSchema.parse({ message: `  ${'a'.repeat(20)}  ` })
    expect(parsed).toEqual({ message: 'a'.repeat(20), files: [] })
  })

  it('refuses 19 characters, and counts them after trimming', () => {
    expect(messageOf(leaderRequestSchema.safeParse({ message: 'a'.repeat(19) }))).toEqual({
      message: 'messageMin',
    })
    expect(
      messageOf(leaderRequestSchema.safeParse({ message: ` ${'a'.repeat(19)}\n\n ` })),
    ).toEqual({ message: 'messageMin' })
  })

  it('takes 2000 characters and refuses 2001', () => {
    expect(leaderRequestSchema.safeParse({ message: 'a'.repeat(2000) }).success).toBe(true)
    expect(messageOf(leaderRequestSchema.safeParse({ message: 'a'.repeat(2001) }))).toEqual({
      message: 'messageMax',
    })
  })

  it('asks for a message when there is none', () => {
    expect(messageOf(leaderRequestSchema.safeParse({}))).toEqual({ message: 'required' })
    expect(messageOf(leaderRequestSchema.safeParse({ message: '   ' }))).toEqual({
      message: 'required',
    })
  })

  it('keeps line breaks but refuses control characters: plain text only', () => {
    const lines = 'I led three seed rounds.\nTwo exits since 2019.'
    expect(leaderRequestSchema.parse({ message: lines }).message).toBe(lines)
    expect(
      messageOf(leaderRequestSchema.safeParse({ message: `${'a'.repeat(20)}\u0007` })),
    ).toEqual({ message: 'controlCharacters' })
  })

  it('takes up to 5 files and refuses a sixth', () => {
    const message = 'a'.repeat(40)
    expect(leaderRequestSchema.parse({ message, files: [file(), file()] }).files).toHaveLength(2)
    expect(
      leaderRequestSchema.safeParse({ message, files: Array.from({ length: 5 }, () => file()) })
        .success,
    ).toBe(true)
    expect(
      messageOf(
        leaderRequestSchema.safeParse({ message, files: Array.from({ length: 6 }, () => file()) }),
      ),
    ).toEqual({ files: 'tooManyFiles' })
  })

  it('refuses what is not a file, and an empty file', () => {
    const message = 'a'.repeat(40)
    expect(messageOf(leaderRequestSchema.safeParse({ message, files: ['x'] }))).toEqual({
      'files.0': 'fileMissing',
    })
    expect(
      messageOf(leaderRequestSchema.safeParse({ message, files: [new File([], 'empty.pdf')] })),
    ).toEqual({ 'files.0': 'fileMissing' })
  })
})

describe('the compliance decision schema', () => {
  it('approves with or without an answer', () => {
    expect(leaderDecisionSchema.parse({ decision: 'approve' })).toEqual({
      decision: 'approve',
      answer: '',
    })
    expect(leaderDecisionSchema.parse({ decision: 'approve', answer: ' Welcome ' }).answer).toBe(
      'Welcome',
    )
  })

  it('requires the answer to reject', () => {
    expect(messageOf(leaderDecisionSchema.safeParse({ decision: 'reject', answer: '  ' }))).toEqual(
      { answer: 'answerTextRequired' },
    )
    expect(
      leaderDecisionSchema.safeParse({ decision: 'reject', answer: 'Not enough track record' })
        .success,
    ).toBe(true)
  })

  it('refuses any other decision', () => {
    expect(messageOf(leaderDecisionSchema.safeParse({ decision: 'maybe' }))).toEqual({
      decision: 'choiceInvalid',
    })
  })

  it('has a translated message for every key it uses, in both languages', () => {
    for (const key of leaderRequestMessageKeys) {
      expect(en.Validation, key).toHaveProperty(key)
      expect(he.Validation, key).toHaveProperty(key)
    }
  })
})
