import * as z from '@/domain/zod'

import { passwordField, text } from './credentials-schema'

/**
 * The investor's two-step sign-in forms, shared by the browser and the API. A code is either six
 * digits from the authenticator app or a recovery code (`xxxxx-xxxxx`); which one is decided by
 * the server, so the field only bounds its length.
 */
export const twoFactorCodeField = text().trim().min(1, 'required').max(32, 'tooLong')

export const confirmTwoFactorSchema = z.object({ code: twoFactorCodeField })

export const turnOffTwoFactorSchema = z.object({
  currentPassword: passwordField,
  code: twoFactorCodeField,
})

export const signInCodeSchema = z.object({ code: twoFactorCodeField })

/** An investor with no investment yet and no second factor is shown the recommendation. */
export function shouldRecommendTwoFactor(input: {
  twoFactorEnabled: boolean
  investmentCount: number
}): boolean {
  return !input.twoFactorEnabled && input.investmentCount === 0
}
