'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

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
  const password: unknown = useFormFields(([fields]) => fields?.password?.value)
  const confirmation: unknown = useFormFields(([fields]) => fields?.['confirm-password']?.value)
  const [throwaway] = useState(() => `${crypto.randomUUID()}-${crypto.randomUUID()}`)
  // Set again whenever the form resets the fields (their own mount, a form-state refresh).
  useEffect(() => {
    if (id || (password === throwaway && confirmation === throwaway)) return
    for (const path of ['password', 'confirm-password'])
      dispatch({ type: 'UPDATE', path, value: throwaway, valid: true, errorMessage: undefined })
  }, [confirmation, dispatch, id, password, throwaway])
  if (id) return null
  return (
    <p className="staff-setup-notice" data-testid="staff-setup-notice">
      {i18n.language === 'he' ? texts.he : texts.en}
    </p>
  )
}
