import { S3, type S3ClientConfig } from '@aws-sdk/client-s3'

import {
  objectStorageSettings,
  type ObjectStorageSettings,
} from '@/domain/storage/object-storage-settings'

export type ObjectStorage = { settings: ObjectStorageSettings; client: S3 }

/** The AWS SDK's client settings for the bucket (Payload's storage plugin and our readers alike). */
export function s3ClientConfig(settings: ObjectStorageSettings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  }
}

let current: { key: string; storage: ObjectStorage | null } | undefined

/**
 * The bucket uploads are kept in, from the environment (`S3_*`), with one client for the process;
 * null when none is configured (uploads are on the local disk).
 */
export function objectStorage(): ObjectStorage | null {
  const settings = objectStorageSettings(process.env)
  const key = JSON.stringify(settings)
  if (current?.key !== key)
    current = { key, storage: settings && { settings, client: new S3(s3ClientConfig(settings)) } }
  return current.storage
}
