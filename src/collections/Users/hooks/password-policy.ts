import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { passwordProblem, staffPasswordMinLength } from '@/domain/auth/password-policy'
import { adminMessage } from '@/domain/admin-message'
import { staffFieldError } from '@/server/for-payload-config'

/**
 * Staff passwords guard investor data: at least 12 characters and, as on the investor side, none
 * that zxcvbn finds common or built from the person's own name or address. Payload's own minimum
 * is 3, and its reset path skips collection hooks' password checks, so the reset runs this too.
 */
export function staffPasswordError(
  req: PayloadRequest,
  password: string,
  personalWords: string[],
): Error | null {
  const tooShort = [...password].length < staffPasswordMinLength
  const problem = tooShort ? 'passwordMin' : passwordProblem(password, personalWords)
  if (!problem) return null
  const message =
    problem === 'passwordTooCommon'
      ? adminMessage(req, {
          he: 'הסיסמה נפוצה או קלה לניחוש מדי. יש לבחור סיסמה אחרת, למשל כמה מילים לא קשורות.',
          en: 'The password is too common or easy to guess. Choose another, such as a few unrelated words.',
        })
      : problem === 'tooLong'
        ? adminMessage(req, { he: 'הסיסמה ארוכה מדי', en: 'The password is too long' })
        : adminMessage(req, {
            he: `הסיסמה חייבת להכיל לפחות ${staffPasswordMinLength} תווים`,
            en: `The password must have at least ${staffPasswordMinLength} characters`,
          })
  return staffFieldError('password', message)
}

export const enforceStaffPasswordPolicy: CollectionBeforeValidateHook = ({
  data,
  originalDoc,
  req,
}) => {
  const password: unknown = data?.password
  if (typeof password !== 'string' || password === '') return data
  const words = [data?.email, data?.name, originalDoc?.email, originalDoc?.name].filter(
    (word): word is string => typeof word === 'string',
  )
  const error = staffPasswordError(req, password, words)
  if (error) throw error
  return data
}
