/**
 * Framework patch (src/framework/README.md): the line compile-hints.ts puts at the top of Next's
 * framework chunks after `next build`.
 * Why: see compile-hints.ts.
 * Relies on: V8 reading the hint only on a script's first line.
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: Next or Turbopack marking its own chunks; no upstream issue found; re-check on each
 * upgrade.
 * Guarded by: tests/unit/framework/compile-hints.test.ts (and tests/unit/compile-hint.test.ts).
 */

/** V8's explicit compile hint: it must be the script's first line to be read. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/** The script with the hint as its first line; a script that has it already is left as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${compileHint}\n`) ? source : `${compileHint}\n${source}`
}
