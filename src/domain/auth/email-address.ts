/**
 * One spelling per mailbox: accounts, rate-limit keys and tokens all use the trimmed, lower-cased
 * address, so `Dana@Example.com ` and `dana@example.com` are the same account.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}
