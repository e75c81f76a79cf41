'use client'

import { getCountries, getCountryCallingCode } from 'libphonenumber-js'
import { useLocale } from 'next-intl'
import { useMemo } from 'react'

/** Every country with its dial code, named and sorted in the page's language. */
export function useCountryOptions() {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    // One collator for the whole sort: `localeCompare` with a locale builds one per comparison.
    const collator = new Intl.Collator(locale)
    return getCountries()
      .map((code) => ({
        code,
        label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
      }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }, [locale])
}
