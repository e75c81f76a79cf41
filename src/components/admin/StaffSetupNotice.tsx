'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

const texts = {
  he: 'איש הצוות יקבל בדוא"ל קישור חד-פעמי (בתוקף 72 שעות) לבחירת סיסמה ולהגדרת אפליקציית אימות כשהתפקיד דורש זאת. הסיסמה שמוזנת כאן (הטופס מחייב אחת) אינה נשמרת: היא מוחלפת בסיסמה שאיש אינו יודע.',
  en: 'The new staff member receives a one-time link by e-mail (valid for 72 hours) to choose their password and, where the role requires it, set up an authenticator app. A password typed here (the form asks for one) is not kept: it is replaced by one nobody knows.',
}

/**
 * On a new staff account only: says that the member chooses their own password through the
 * e-mailed setup link; the server replaces any password a colleague sends (prepareStaffSetup).
 */
export const StaffSetupNotice: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  if (id) return null
  return (
    <p className="staff-setup-notice" data-testid="staff-setup-notice">
      {i18n.language === 'he' ? texts.he : texts.en}
    </p>
  )
}
