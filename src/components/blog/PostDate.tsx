import { useLocale } from 'next-intl'

import { isLocale, localeSettings, timeZone } from '@/i18n/locales'

/**
 * A post's date written out (`15 November 2026`, `15 בנובמבר 2026`). Formatted with the Israeli
 * Intl locale (he-IL / en-IL, day first) and Asia/Jerusalem: next-intl's formatter knows only
 * `en`, which would write the American month-first order.
 */
export function usePostDate(): (iso: string) => string {
  const locale = useLocale()
  const formatter = new Intl.DateTimeFormat(
    localeSettings[isLocale(locale) ? locale : 'he'].intlLocale,
    { day: 'numeric', month: 'long', year: 'numeric', timeZone },
  )
  return (iso) => formatter.format(new Date(iso))
}

export function PostDate({ iso }: { iso: string }) {
  const format = usePostDate()
  return <time dateTime={iso}>{format(iso)}</time>
}
