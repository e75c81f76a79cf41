import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, UploadCollectionSlug } from 'payload'

import { objectStorage } from './object-storage'
import { uploadPrefix } from './upload-storage-plugin'

export type StoredFile = { filename?: string | null; prefix?: string | null }

/**
 * The bytes of an uploaded file, wherever its collection keeps them: the S3 bucket when the
 * storage plugin put it there, else the collection's folder on the disk. For the app's own use
 * (a private file it serves through its own access-checked route, copies or exports): the caller
 * has already decided who may have it.
 */
export async function readUploadedFile(
  payload: Payload,
  collection: UploadCollectionSlug,
  file: StoredFile,
): Promise<Buffer> {
  if (!file.filename) throw new Error(`${collection}: the record has no file`)
  const name = path.basename(file.filename)
  const config = payload.collections[collection].config
  const bucket = config.upload.adapter === 's3' ? objectStorage() : null
  if (!bucket) return readFile(path.resolve(uploadPrefix(config), name))
  const object = await bucket.client.getObject({
    Bucket: bucket.settings.bucket,
    Key: path.posix.join(file.prefix || uploadPrefix(config), name),
  })
  if (!object.Body) throw new Error(`${collection}: the object ${name} has no body`)
  return Buffer.from(await object.Body.transformToByteArray())
}
