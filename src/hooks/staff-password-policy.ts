import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { adminMessage } from '@/fields/admin-message'

export const staffPasswordMinLength = 12

/** Payload accepts 3-character passwords by default; staff accounts guard investor data. */
export const enforceStaffPasswordPolicy: CollectionBeforeValidateHook = ({ data, req }) => {
  const password: unknown = data?.password
  if (typeof password === 'string' && password.length < staffPasswordMinLength) {
    const message = adminMessage(req, {
      he: `הסיסמה חייבת להכיל לפחות ${staffPasswordMinLength} תווים`,
      en: `The password must have at least ${staffPasswordMinLength} characters`,
    })
    throw new APIError(message, 400, undefined, true)
  }
  return data
}
