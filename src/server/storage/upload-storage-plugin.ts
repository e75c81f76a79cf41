import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'

import { objectStorageSettings } from '@/domain/storage/object-storage-settings'

import { s3ClientConfig } from './object-storage'

/** A collection's folder in the bucket: the same path as its folder on the disk. */
export const uploadPrefix = (collection: Pick<CollectionConfig, 'slug' | 'upload'>) =>
  (typeof collection.upload === 'object' && collection.upload.staticDir) || collection.slug

/**
 * Every upload collection keeps its files in the S3 bucket when one is configured (`S3_*`), and on
 * the local disk otherwise. Keys mirror the disk (`media/public/…` for public media,
 * `media-private/<collection>/…` for private files), so a bucket policy can tell them apart and
 * files copied from a disk are found where the app looks. Files are always read through
 * Payload's file route, which applies each collection's read access first
 * (`disablePayloadAccessControl` stays off) and streams the object: no bucket address is handed
 * out, nothing is uploaded public-read, and the bucket stays private. The plugin's fields (`prefix`,
 * `_objectKey`) are in the schema either way, so both settings share the migrations.
 */
export const uploadStoragePlugin =
  (settings = objectStorageSettings(process.env)): Plugin =>
  (config) => {
    // The file route's own address, as on the disk (the plugin would add `?prefix=`).
    const fileRoute = `${config.serverURL ?? ''}${config.routes?.api ?? '/api'}`
    const collections = Object.fromEntries(
      (config.collections ?? [])
        .filter((collection) => collection.upload)
        .map((collection) => [
          collection.slug,
          {
            prefix: uploadPrefix(collection),
            generateFileURL: ({ filename }: { filename: string }) =>
              `${fileRoute}/${collection.slug}/file/${encodeURIComponent(filename)}`,
          },
        ]),
    )
    return s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      config: settings ? s3ClientConfig(settings) : {},
      collections,
    })(config)
  }
