import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import type { OtpMethod } from '@/domain/otp/otp-rules'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { sendEmailNow } from '@/server/email/send-email-now'
import { siteUrl } from '@/server/http/site-url'
import { sendSms } from '@/server/sms/send-sms'

/**
 * Sends a code in the account's language. The text message ends with the WebOTP line
 * (`@host #code`) so that phones offer the code to this site's form and no other.
 */
export async function deliverCode(
  payload: Payload,
  delivery: { method: OtpMethod; to: string; code: string; locale: Locale; name: string },
): Promise<void> {
  if (delivery.method === 'email') {
    await sendEmailNow(payload, {
      to: delivery.to,
      template: 'oneTimeCode',
      locale: delivery.locale,
      values: { name: delivery.name, code: delivery.code },
    })
    return
  }
  const messages = messagesFor(delivery.locale)
  const t = createTranslator({ locale: delivery.locale, messages, namespace: 'Otp' })
  const text = `${t('smsText', { site: messages.Site.name, code: delivery.code })}\n\n@${new URL(siteUrl()).host} #${delivery.code}`
  await sendSms(payload, { to: delivery.to, text, purpose: 'otp' })
}
