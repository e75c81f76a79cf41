import { inject } from 'vitest'

import { stubAccount } from '../support/sms-gateway-stub'
import { standInKeys } from '@/dev/stripe-stand-in'
import { intMail, intSms, intStripe } from './stub-ports'

process.env.DATABASE_URI = inject('databaseUri')
process.env.TEST_PG_ADMIN_URI = inject('adminUri')
process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
// The operations send e-mail over SMTP to the mail catcher started by global-setup.ts.
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(intMail.smtpPort)
// Text messages go over HTTP to the Twilio stand-in started by global-setup.ts.
process.env.TWILIO_ACCOUNT_SID = stubAccount.sid
process.env.TWILIO_AUTH_TOKEN = stubAccount.token
process.env.TWILIO_FROM = 'CrowdTest'
process.env.TWILIO_API_URL = intSms.url
// Cards are saved at the Stripe stand-in started by global-setup.ts, through the real SDK.
process.env.STRIPE_SECRET_KEY = standInKeys.secretKey
process.env.STRIPE_WEBHOOK_SECRET = standInKeys.webhookSecret
process.env.STRIPE_API_BASE = intStripe.url
