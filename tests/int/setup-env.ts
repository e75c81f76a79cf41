import { inject } from 'vitest'

process.env.DATABASE_URI = inject('databaseUri')
process.env.TEST_PG_ADMIN_URI = inject('adminUri')
process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
// The operations send e-mail over SMTP to the mail catcher started by global-setup.ts.
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = '2526'
