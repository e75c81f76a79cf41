'use client'

import type { ComponentProps } from 'react'

import { TextField } from './TextField'

/** An e-mail address: always left to right, also on the Hebrew site. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="email" dir="ltr" autoComplete="email" inputMode="email" {...props} />
}
