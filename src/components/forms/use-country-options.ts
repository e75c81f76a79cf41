'use client'

import { getCountries, getCountryCallingCode } from 'libphonenumber-js'
import { useLocale } from 'next-intl'
import { useMemo } from 'react'

/** Every country with its dial code, named and sorted in the page's language. */
export function useCountryOptions() {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return getCountries()
      .map((code) => ({
        code,
        label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, locale))
  }, [locale])
}
