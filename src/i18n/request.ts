import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, isLocale, timeZone } from './locales'
import { messagesFor } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  return { locale, messages: messagesFor(locale), timeZone }
})
