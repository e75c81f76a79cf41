import { describe, expect, it } from 'vitest'

import { objectStorageSettings } from '@/domain/storage/object-storage-settings'

describe('object storage settings', () => {
  it('keeps uploads on the disk when no S3 setting is present', () => {
    expect(objectStorageSettings({})).toBeNull()
    expect(objectStorageSettings({ S3_BUCKET: '  ' })).toBeNull()
  })

  it('reads a bucket at an S3-compatible endpoint with its keys', () => {
    expect(
      objectStorageSettings({
        S3_BUCKET: 'uploads',
        S3_REGION: 'il-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      bucket: 'uploads',
      region: 'il-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })

  it("leaves AWS's own credentials chain and address style when only the bucket is named", () => {
    expect(objectStorageSettings({ S3_BUCKET: 'uploads' })).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      forcePathStyle: false,
    })
  })

  it('refuses a half-made configuration instead of falling back to the disk', () => {
    expect(() => objectStorageSettings({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET',
    )
    expect(() => objectStorageSettings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'set together',
    )
    expect(() => objectStorageSettings({ S3_BUCKET: 'b', S3_ENDPOINT: 's3.example.com' })).toThrow(
      'http(s) address',
    )
    expect(() => objectStorageSettings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'true or false',
    )
  })
})
