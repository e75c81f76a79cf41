'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect } from 'react'

const texts = {
  he: 'איש הצוות יקבל בדוא"ל קישור חד-פעמי (בתוקף 72 שעות) לבחירת סיסמה ולהגדרת אפליקציית אימות כשהתפקיד דורש זאת. אין צורך להזין סיסמה.',
  en: 'The new staff member receives a one-time link by e-mail (valid for 72 hours) to choose their password and, where the role requires it, set up an authenticator app. No password is needed here.',
}

/**
 * On a new staff account only: says that the member chooses their own password through the
 * e-mailed setup link, and fills Payload's password fields (required by its form, hidden by the
 * stylesheet next to this notice) with a throwaway value; the server replaces any password a
 * colleague sends anyway.
 */
export const StaffSetupNotice: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  useEffect(() => {
    if (id) return
    const throwaway = `${crypto.randomUUID()}-${crypto.randomUUID()}`
    for (const path of ['password', 'confirm-password'])
      dispatch({ type: 'UPDATE', path, value: throwaway, valid: true, errorMessage: undefined })
  }, [dispatch, id])
  if (id) return null
  return (
    <p className="staff-setup-notice" data-testid="staff-setup-notice">
      {i18n.language === 'he' ? texts.he : texts.en}
    </p>
  )
}
