/** V8's explicit compile hint: it must be the script's first line to be read. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/** The script with the hint as its first line; a script that has it already is left as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${compileHint}\n`) ? source : `${compileHint}\n${source}`
}
