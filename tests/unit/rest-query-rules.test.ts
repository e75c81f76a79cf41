import { describe, expect, it } from 'vitest'

import { badInputKind, sqlState } from '@/domain/http/bad-input-errors'
import { isUndecodablePath, pathOfRequestUrl } from '@/domain/http/request-path'
import { keySegments, restQueryProblem } from '@/domain/http/rest-query-rules'
import { safeError } from '@/domain/logging/safe-error'
import { isPlainText } from '@/domain/plain-text'

const problem = (query: string) => restQueryProblem(new URLSearchParams(query))

describe('restQueryProblem', () => {
  it.each([
    '',
    'page=2&limit=10&depth=1',
    'limit=0',
    'sort=-createdAt',
    'sort=title,-publishedAt',
    'sort[]=title&sort[]=-id',
    'where[slug][equals]=home',
    'where[or][0][and][0][title][like]=foo&where[or][1][_status][equals]=published',
    'where[id][in]=1,2,3',
    'where[id][in][0]=4&where[id][in][1]=5',
    'where[id][not_in]=',
    'where[user.value][equals]=1',
    'where[id][exists]=true',
    'where[createdAt][greater_than]=2025-01-01T00:00:00.000Z',
    'where[title][like]=a line\nbreak',
    'draft=true&locale=he&fallback-locale=none&pagination=false',
    'select[title]=true&populate[categories][name]=true',
  ])('accepts %j', (query) => expect(problem(query)).toBeNull())

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1e999', 'page'],
    ['page=99999999999999999999', 'page'],
    ['limit=-5', 'limit'],
    ['limit=1e999', 'limit'],
    ['depth=999', 'depth'],
    ['depth=-1', 'depth'],
    ['sort=%00', 'sort'],
    ['sort=-', 'sort'],
    ['sort=a;drop', 'sort'],
    ['where=abc', 'where'],
    ['where[id]=1', 'where'],
    ['where[id][near]=1,2,3', 'where'],
    ['where[x][bogus_op]=1', 'where'],
    ['where[id][equals]=1e999', 'where'],
    ['where[id][equals]=abc', 'where'],
    ['where[id][equals]=99999999999', 'where'],
    ['where[id][in]=1,abc', 'where'],
    ['where[or][0][id][equals]=1e999', 'where'],
    ['where[or][x][id][equals]=1', 'where'],
    ['where[and][x]=1', 'where'],
    ['where[id][exists]=maybe', 'where'],
    ['where[createdAt][greater_than]=notadate', 'where'],
    ['where[slug][equals]=a%00b', 'where'],
    ['where[title][like]=a%ED%A0%80', null],
    ['locale=%00', 'locale'],
    ['select[%00]=true', 'select'],
    ['draft=maybe', 'draft'],
    ['trash=1', 'trash'],
  ])('refuses %j (%s)', (query, parameter) => expect(problem(query)).toBe(parameter))

  it('refuses a lone surrogate, which PostgreSQL cannot store', () =>
    expect(restQueryProblem([['where[title][equals]', 'a\ud800b']])).toBe('where'))

  it('reads keys as qs does', () => {
    expect(keySegments('where[or][0][title][like]')).toEqual(['where', 'or', '0', 'title', 'like'])
    expect(keySegments('sort[]')).toEqual(['sort', ''])
    expect(keySegments('page')).toEqual(['page'])
    expect(keySegments('a[b]c')).toEqual(['a', 'b', 'c'])
  })
})

describe('isPlainText', () => {
  it.each(['Dana', 'דנה כהן', 'line\nbreak\ttab\r', '😀'])('accepts %j', (value) =>
    expect(isPlainText(value)).toBe(true),
  )
  it.each(['a\u0000b', 'a\u0007b', '\u001b[31m', 'a\u007f', 'a\ud800', '\udc00b'])(
    'refuses %j',
    (value) => expect(isPlainText(value)).toBe(false),
  )
})

/** A drizzle error as it reaches the log: the query's values in its message, stack and fields. */
function failedQuery() {
  const cause = Object.assign(new Error('invalid input syntax for type integer: "Dana Secret"'), {
    code: '22P02',
    detail: 'Key (email)=(dana@example.com) already exists.',
  })
  const error = new Error(
    'Failed query: insert into "leads" ("first_name", "email") values ($1, $2)\nparams: Dana\nSecret,dana@example.com',
    { cause },
  )
  return Object.assign(error, { query: 'insert into "leads" …', params: ['Dana\nSecret', 'x'] })
}

describe('safeError', () => {
  it("keeps the query but not its values, the row's key or the refused value", () => {
    const text = JSON.stringify(safeError(failedQuery()))
    expect(text).toContain('Failed query: insert into')
    expect(text).toContain('params: [redacted]')
    expect(text).toContain('at ') // the stack's frames stay
    for (const secret of ['Dana', 'Secret', 'dana@example.com']) expect(text).not.toContain(secret)
    expect(text).toContain('invalid input syntax for type integer: [redacted]')
  })

  it('leaves other errors and values as they are', () => {
    expect(safeError('text')).toBe('text')
    expect(safeError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' })
  })
})

describe('badInputKind', () => {
  it('knows data exceptions through a wrapping error', () => {
    expect(sqlState(failedQuery())).toBe('22P02')
    expect(badInputKind(failedQuery())).toBe('data')
    expect(badInputKind(Object.assign(new Error('x'), { code: '2201X' }))).toBe('data')
  })
  it('knows a malformed multipart body', () =>
    expect(badInputKind(new Error('Unexpected end of form'))).toBe('form'))
  it('leaves other failures to be 500', () => {
    expect(badInputKind(Object.assign(new Error('x'), { code: '42P01' }))).toBeNull()
    expect(badInputKind(new TypeError('boom'))).toBeNull()
  })
})

describe('isUndecodablePath', () => {
  it.each(['/%ff', '/blog/%E0%A4%A', '/%', '/a%zz'])('refuses %j', (url) =>
    expect(isUndecodablePath(url)).toBe(true),
  )
  it.each(['/', '/blog/%D7%A9%D7%9C%D7%95%D7%9D', '/question-answer?q=%00', '/x?y=%ff'])(
    'accepts %j',
    (url) => expect(isUndecodablePath(url)).toBe(false),
  )
})

describe('pathOfRequestUrl', () => {
  it.each([
    ['/api/ready', '/api/ready'],
    ['/api/ready?probe=1', '/api/ready'],
    ['/api/ready#x?y', '/api/ready'],
    ['/api/ready/?x', '/api/ready/'],
  ])('%j → %j', (url, path) => expect(pathOfRequestUrl(url)).toBe(path))
})
