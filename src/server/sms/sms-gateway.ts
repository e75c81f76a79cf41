/** A text-message gateway: sends one message, or throws `SmsDeliveryError`. */
export type SmsGateway = {
  name: string
  /** Whether the message text may be kept after sending (only the development gateway). */
  keepsText: boolean
  send(message: { to: string; text: string }): Promise<{ messageId: string | null }>
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly gatewayCode: string | null = null,
  ) {
    super(message)
    this.name = 'SmsDeliveryError'
  }
}
