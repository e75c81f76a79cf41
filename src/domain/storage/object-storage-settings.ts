/** Where uploads go when a bucket is configured: an S3 bucket (AWS or any S3-compatible service). */
export type ObjectStorageSettings = {
  bucket: string
  region: string
  /** An S3-compatible service's address; unset for AWS itself. */
  endpoint?: string
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most S3-compatible services). */
  forcePathStyle: boolean
  /** Unset: the AWS SDK's own chain (AWS_* variables, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const settingNames = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

type Env = Partial<Record<string, string>>

/**
 * The bucket settings from the environment, or null when none is set (uploads stay on the local
 * disk). A half-made configuration is refused at start rather than leaving files on one
 * instance's disk: a setting without `S3_BUCKET`, a key without its secret, an endpoint that is
 * not an http(s) address.
 */
export function objectStorageSettings(env: Env): ObjectStorageSettings | null {
  const value = (name: (typeof settingNames)[number]) => env[name]?.trim() || undefined
  const bucket = value('S3_BUCKET')
  if (!bucket) {
    const stray = settingNames.filter((name) => value(name))
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET: see .env.example`)
    return null
  }
  const endpoint = value('S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new Error('S3_ENDPOINT must be an http(s) address, e.g. https://s3.example.com')
  const accessKeyId = value('S3_ACCESS_KEY_ID')
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither')
  const forcePathStyle = value('S3_FORCE_PATH_STYLE')?.toLowerCase()
  if (forcePathStyle && !['true', 'false', '1', '0'].includes(forcePathStyle))
    throw new Error('S3_FORCE_PATH_STYLE is true or false')
  return {
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
    forcePathStyle: forcePathStyle === 'true' || forcePathStyle === '1',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}
