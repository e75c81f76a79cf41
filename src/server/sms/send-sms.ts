import type { Payload } from 'payload'

import { configuredSmsGateway } from './configured-gateway'
import { SmsDeliveryError } from './sms-gateway'

/**
 * Sends a text message now (a one-time code cannot wait for a queue) and records it in the SMS
 * outbox: the text only when the gateway is the development one.
 */
export async function sendSms(
  payload: Payload,
  message: { to: string; text: string; purpose: 'otp' },
): Promise<void> {
  let gatewayName = 'none'
  try {
    const gateway = configuredSmsGateway(payload)
    gatewayName = gateway.name
    const { messageId } = await gateway.send(message)
    await payload.create({
      collection: 'sms-outbox',
      data: {
        to: message.to,
        purpose: message.purpose,
        text: gateway.keepsText ? message.text : null,
        status: gateway.keepsText ? 'printed' : 'sent',
        gateway: gateway.name,
        gatewayMessageId: messageId,
      },
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown'
    payload.logger.error({ msg: `SMS to ${message.to} not sent`, reason })
    await payload.create({
      collection: 'sms-outbox',
      data: {
        to: message.to,
        purpose: message.purpose,
        status: 'failed',
        gateway: gatewayName,
        error: reason.slice(0, 300),
      },
    })
    throw error instanceof SmsDeliveryError ? error : new SmsDeliveryError(reason)
  }
}
