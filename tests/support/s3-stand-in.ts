import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'
import { S3 } from '@aws-sdk/client-s3'

/** The keys s3rver accepts (it checks the signature of each request against them). */
const standInCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type S3StandIn = {
  port: number
  /** The address the app is pointed at (`S3_ENDPOINT`). */
  endpoint: string
  bucket: string
  /** The app's settings for this bucket: put them in `process.env` before Payload's config loads. */
  env: Record<string, string>
  /** An S3 client of the stand-in, to look at what the app stored. */
  client: S3
  /** The keys in the bucket under a prefix, sorted. */
  keys(prefix?: string): Promise<string[]>
  /** Stops the server and deletes its files. */
  stop(): Promise<void>
}

/**
 * An S3-compatible server for the tests (s3rver, keeping objects in a new temporary folder), on
 * 127.0.0.1:`port` (0: a free port, read back from `port`), with its buckets made. The app reaches
 * it through the same settings as a real bucket:
 *
 *   const s3 = await startS3StandIn({ port: 2644 })
 *   Object.assign(process.env, s3.env) // or pass s3.env to each app instance's environment
 *   ...
 *   await s3.stop()
 *
 * Several app instances given the same `env` share the bucket, as behind a load balancer.
 */
export async function startS3StandIn(
  options: { port?: number; bucket?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'uploads'
  const directory = await mkdtemp(path.join(tmpdir(), 's3-stand-in-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: standInCredentials,
  })
  // s3rver signs a bucket's own address (a listing) without the slash the SDK signs it with.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string }
      if (request.path === `/${bucket}/`) request.path = `/${bucket}`
      return next(args)
    },
    { step: 'build', name: 'standInBucketPath' },
  )
  return {
    port,
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: standInCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: standInCredentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async keys(prefix = '') {
      const listed = await client.listObjectsV2({ Bucket: bucket, Prefix: prefix })
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort()
    },
    async stop() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
