/** The part of @20minutes/s3rver (an S3-compatible server on the local disk) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
