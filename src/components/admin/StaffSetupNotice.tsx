'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect } from 'react'

const texts = {
  he: 'איש הצוות יקבל בדוא"ל קישור חד-פעמי (בתוקף 72 שעות) לבחירת סיסמה ולהגדרת אפליקציית אימות כשהתפקיד דורש זאת. אין צורך להזין כאן סיסמה: עד אז לחשבון סיסמה שאיש אינו יודע.',
  en: 'The new staff member receives a one-time link by e-mail (valid for 72 hours) to choose their password and, where the role requires it, set up an authenticator app. No password is needed here: until then the account has one nobody knows.',
}

/** Payload's create form always renders (and requires) these two for an auth collection. */
const passwordPaths = ['password', 'confirm-password'] as const
const asksNothing = () => true as const

/**
 * On a new staff account only: says that the member chooses their own password through the
 * e-mailed setup link, and takes the password out of the form. Payload's create view renders a
 * required password and its confirmation for every auth collection: they are hidden here (see
 * custom.scss) and their checks replaced by one that asks nothing, so the form sends no password
 * and the server gives the account a random one nobody knows (prepareStaffSetup).
 */
export const StaffSetupNotice: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const password = useFormFields(([fields]) => fields.password)
  const confirmation = useFormFields(([fields]) => fields['confirm-password'])
  useEffect(() => {
    if (id) return
    const fields = { password, 'confirm-password': confirmation }
    for (const path of passwordPaths) {
      const field = fields[path]
      // Payload's field registers its own check (again when its validity changes): replace it.
      if (field && field.validate !== asksNothing)
        dispatch({
          type: 'UPDATE',
          path,
          validate: asksNothing,
          valid: true,
          errorMessage: undefined,
        })
    }
  }, [id, password, confirmation, dispatch])
  if (id) return null
  return (
    <p className="staff-setup-notice" data-testid="staff-setup-notice">
      {i18n.language === 'he' ? texts.he : texts.en}
    </p>
  )
}
