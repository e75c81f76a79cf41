import { inject } from 'vitest'

process.env.DATABASE_URI = inject('databaseUri')
process.env.TEST_PG_ADMIN_URI = inject('adminUri')
process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
