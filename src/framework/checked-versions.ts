/**
 * The framework versions each file of src/framework was last checked against: one entry per file,
 * shared by its header, src/framework/README.md and its guard test (tests/unit/framework). When an
 * installed version differs, the guard test fails on purpose: re-check the file against the new
 * version (read what it relies on, run its guard and the tests named in its header), then write
 * the new version here, in the file's header and in the README's table.
 */
export type FrameworkPackage = 'next' | 'payload' | '@payloadcms/db-postgres'

export const checkedVersions = {
  'start-http-server.ts': { next: '16.4.6' },
  'response-cache.ts': { next: '16.4.6' },
  'inline-script-hashes.ts': { next: '16.4.6' },
  'redis-cache-handler.ts': { next: '16.4.6' },
  'cache-value-codec.ts': { next: '16.4.6' },
  'compile-hint.ts': { next: '16.4.6' },
  'compile-hints.ts': { next: '16.4.6' },
  'atomic-job-claim.ts': { payload: '3.90.2', '@payloadcms/db-postgres': '3.90.2' },
  'job-lease.ts': { payload: '3.90.2', '@payloadcms/db-postgres': '3.90.2' },
} as const satisfies Record<string, Partial<Record<FrameworkPackage, string>>>

export type FrameworkFile = keyof typeof checkedVersions
