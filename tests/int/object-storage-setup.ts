import { startS3StandIn } from '../support/s3-stand-in'
import { intS3 } from './stub-ports'

/**
 * Imported first by a test file (before anything that loads Payload's config, which reads the
 * S3 settings once): an S3 stand-in with its settings in this test file's environment.
 */
export const s3 = await startS3StandIn({ port: intS3.port })
Object.assign(process.env, s3.env)
