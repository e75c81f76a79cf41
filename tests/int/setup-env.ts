import { inject } from 'vitest'

import { cloneDatabase } from '../support/database'
import { stubAccount } from '../support/sms-gateway-stub'
import { standInKeys } from '@/dev/stripe-stand-in'
import { intMail, intSms, intStripe, intWorker } from './stub-ports'

// Each worker's database: a copy of the migrated template, made by the worker's first file (a
// worker runs its files one after another; the copy outlives each file's process) and used by
// every later one, while other workers' files run on theirs.
const adminUri = inject('adminUri')
const template = inject('templateDatabase')
const database = `${template}_w${intWorker}`
await cloneDatabase(adminUri, template, database)
const databaseUri = new URL(adminUri)
databaseUri.pathname = `/${database}`
process.env.DATABASE_URI = databaseUri.toString()
process.env.TEST_PG_ADMIN_URI = adminUri
process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
// The operations send e-mail over SMTP to the mail catcher started by global-setup.ts.
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(intMail.smtpPort)
// Text messages go over HTTP to the Twilio stand-in started by global-setup.ts.
process.env.TWILIO_ACCOUNT_SID = stubAccount.sid
process.env.TWILIO_AUTH_TOKEN = stubAccount.token
process.env.TWILIO_FROM = 'CrowdTest'
process.env.TWILIO_API_URL = intSms.url
// Cards are saved at this worker's Stripe stand-in (global-setup.ts), through the real SDK.
process.env.STRIPE_SECRET_KEY = standInKeys.secretKey
process.env.STRIPE_WEBHOOK_SECRET = standInKeys.webhookSecret
process.env.STRIPE_API_BASE = intStripe.url
