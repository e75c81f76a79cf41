import { APIError, type CollectionBeforeValidateHook } from 'payload'

export const staffPasswordMinLength = 12

/** Payload accepts 3-character passwords by default; staff accounts guard investor data. */
export const enforceStaffPasswordPolicy: CollectionBeforeValidateHook = ({ data, req }) => {
  const password: unknown = data?.password
  if (typeof password === 'string' && password.length < staffPasswordMinLength) {
    const message =
      req.i18n?.language === 'he'
        ? `הסיסמה חייבת להכיל לפחות ${staffPasswordMinLength} תווים`
        : `The password must have at least ${staffPasswordMinLength} characters`
    throw new APIError(message, 400, undefined, true)
  }
  return data
}
