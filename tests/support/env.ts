/**
 * Sets (or, with undefined, removes) environment variables, and answers the function that puts
 * back what they were: a test changing the app's settings restores them in its afterEach/afterAll
 * (or `finally`), so later tests of the worker see the settings they started with.
 */
export function changeEnv(changes: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]))
  apply(changes)
  return () => apply(before)
}

function apply(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}
