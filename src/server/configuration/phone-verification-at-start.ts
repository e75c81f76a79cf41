import pg from 'pg'

/**
 * The administrator's "require phone verification", read before the server starts (Payload is not
 * running yet): one query on a connection of its own. Null when it cannot be known (no database
 * address, the database unreachable or not migrated): /api/ready checks it again once it can.
 */
export async function phoneVerificationRequiredAtStart(
  databaseUri: string | undefined,
  timeoutMs = 5000,
): Promise<boolean | null> {
  if (!databaseUri) return null
  const client = new pg.Client({
    connectionString: databaseUri,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  })
  // An error event after connect (the server going away) must not end the process.
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query<{ required: boolean | null }>(
      'select phone_verification_required as required from account_security limit 1',
    )
    // No row yet: the global was never saved, and its default is off.
    return rows[0]?.required ?? false
  } catch {
    return null
  } finally {
    await client.end().catch(() => {})
  }
}
