import type { Payload } from 'payload'

import { consoleGateway } from './console-gateway'
import type { SmsGateway } from './sms-gateway'
import { twilioGateway } from './twilio-gateway'

/**
 * The gateway chosen by the environment: Twilio when TWILIO_ACCOUNT_SID is set (production; the
 * tests point TWILIO_API_URL at a local stand-in), else the development console gateway. In
 * production a missing gateway is an error, not a silent fallback.
 */
export function configuredSmsGateway(payload: Payload): SmsGateway {
  const accountSid = process.env.TWILIO_ACCOUNT_SID
  if (accountSid) {
    return twilioGateway({
      accountSid,
      authToken: process.env.TWILIO_AUTH_TOKEN ?? '',
      from: process.env.TWILIO_FROM || undefined,
      messagingServiceSid: process.env.TWILIO_MESSAGING_SERVICE_SID || undefined,
      apiUrl: process.env.TWILIO_API_URL || 'https://api.twilio.com',
    })
  }
  if (process.env.NODE_ENV === 'production' && process.env.SMS_DEVELOPMENT_GATEWAY !== 'true') {
    throw new Error('No SMS gateway: set TWILIO_ACCOUNT_SID (see .env.example)')
  }
  return consoleGateway((line) => payload.logger.info(line))
}
