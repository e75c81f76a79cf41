'use client'

import { useEffect, useState } from 'react'

import { phoneVerification } from '@/client/account/phone-verification-state'

import { LogInFirst } from './PhoneVerificationModal'
import { PhoneVerificationPanel } from './PhoneVerificationPanel'

/** The /otp page: the code form for the account signing in, else an invitation to log in. */
export function PhoneVerificationPage() {
  const [verification] = useState(() => phoneVerification.get())
  useEffect(() => () => phoneVerification.clear(), [])
  if (!verification) return <LogInFirst />
  return <PhoneVerificationPanel verification={verification} onVerified={() => undefined} />
}
