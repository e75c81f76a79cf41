import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { auditActionValues, type AuditAction } from '@/domain/audit/audit-entry'
import { recordActorEmail } from '@/hooks/record-actor-email'

/** Each action's label in both languages (the review screen reads them); one per action. */
const auditActionLabels: Record<AuditAction, { en: string; he: string }> = {
  'investor.unlocked': { en: 'Account unlocked', he: 'חשבון שוחרר' },
  'investor.locked': { en: 'Account locked', he: 'חשבון ננעל' },
  'investor.two-factor-enabled': { en: 'Two-step sign-in turned on', he: 'אימות דו-שלבי הופעל' },
  'investor.two-factor-disabled': { en: 'Two-step sign-in turned off', he: 'אימות דו-שלבי בוטל' },
  'investor.recovery-code-used': { en: 'Sign-in with a recovery code', he: 'כניסה עם קוד שחזור' },
  'email-outbox.opened': { en: 'Outgoing e-mail opened', he: 'נפתח דוא"ל יוצא' },
  'identity.opened': { en: 'Identity details opened', he: 'נפתחו פרטי זיהוי' },
  'investor-document.opened': { en: 'Investor document opened', he: 'נפתח מסמך משקיע' },
  'identity.changed': {
    en: 'Identity details changed by the investor',
    he: 'פרטי הזיהוי שונו על ידי המשקיע',
  },
  'kyc.submitted': { en: 'Identity check submitted', he: 'בדיקת זהות הוגשה' },
  'kyc.approved': { en: 'Identity check approved', he: 'בדיקת זהות אושרה' },
  'kyc.rejected': { en: 'Identity check rejected', he: 'בדיקת זהות נדחתה' },
  'kyc.more-info-requested': { en: 'More information requested', he: 'התבקש מידע נוסף' },
  'investor-type.verified': { en: 'Investor type verified', he: 'סוג המשקיע אומת' },
  'investor-type.rejected': { en: 'Investor type rejected', he: 'סוג המשקיע נדחה' },
  'leader-request.submitted': { en: 'Leader request sent', he: 'נשלחה בקשת משקיע מוביל' },
  'leader-request.approved': { en: 'Leader request approved', he: 'בקשת משקיע מוביל אושרה' },
  'leader-request.rejected': { en: 'Leader request rejected', he: 'בקשת משקיע מוביל נדחתה' },
  'suitability.answered': { en: 'Suitability questionnaire answered', he: 'שאלון ההתאמה נענה' },
  'investor.exported': { en: "Investor's data exported", he: 'נתוני המשקיע יוצאו' },
  'investment.created': { en: 'Investment made', he: 'בוצעה השקעה' },
  'investment.changed': { en: 'Investment changed', he: 'השקעה שונתה' },
  'investment.cancelled': { en: 'Investment cancelled', he: 'השקעה בוטלה' },
  'investment.card-saved': { en: 'Card saved', he: 'כרטיס נשמר' },
  'investment.card-refused': { en: 'Card refused', he: 'כרטיס נדחה' },
  'payment-request.sent': { en: 'Bank details e-mailed', he: 'פרטי הבנק נשלחו בדוא"ל' },
  'project.status-changed': { en: 'Project status changed', he: 'סטטוס הפרויקט שונה' },
  'raise.minimum-reached': { en: 'Raise reached its minimum', he: 'הגיוס הגיע ליעד המינימלי' },
  'investment.charge-sent': { en: 'Card charge sent', he: 'חיוב כרטיס נשלח' },
  'investment.charged': { en: 'Card charged', he: 'הכרטיס חויב' },
  'investment.charged-after-end': {
    en: 'Card charged after the pledge ended',
    he: 'הכרטיס חויב אחרי סיום ההתחייבות',
  },
  'investment.charge-needs-investor': {
    en: 'Charge waits for the investor',
    he: 'החיוב ממתין למשקיע',
  },
  'investment.charge-declined': { en: 'Card charge declined', he: 'חיוב הכרטיס נדחה' },
  'investment.failed': { en: 'Investment failed (not paid)', he: 'ההשקעה נכשלה (לא שולמה)' },
  'investment.transfer-received': { en: 'Transfer received', he: 'העברה התקבלה' },
  'investment.transfer-cancelled': { en: 'Unpaid transfer cancelled', he: 'העברה שלא שולמה בוטלה' },
  'investment.card-released': { en: 'Card released', he: 'הכרטיס שוחרר' },
  'investment.refund-due': { en: 'Refund due', he: 'נדרש החזר' },
  'investment.refunded': { en: 'Refund recorded', he: 'ההחזר נרשם' },
  'investment.refund-sent': { en: 'Card refund sent', he: 'החזר לכרטיס נשלח' },
  'investment.refund-failed': { en: 'Card refund failed', he: 'ההחזר לכרטיס נכשל' },
  'investment.refund-retry': { en: 'Card refund to be sent again', he: 'ההחזר לכרטיס יישלח שוב' },
  'investment.card-detached': {
    en: 'Saved card removed at the provider',
    he: 'הכרטיס השמור הוסר אצל הספק',
  },
  'investment.approved': { en: 'Investment approved', he: 'ההשקעה אושרה' },
  'ledger.drift-found': { en: 'Ledger drift found', he: 'נמצאה סטייה בספר החשבונות' },
  'ledger.drift-resolved': { en: 'Ledger drift resolved', he: 'סטייה בספר החשבונות נסגרה' },
  'raise.totals-recounted': { en: 'Raise totals recounted', he: 'סכומי הגיוס חושבו מחדש' },
  'company-inquiry.submitted': { en: 'Company inquiry submitted', he: 'פניית חברה הוגשה' },
  'company-inquiry.review-started': {
    en: 'Company inquiry taken into review',
    he: 'פניית חברה נלקחה לבדיקה',
  },
  'company-inquiry.more-info-requested': {
    en: 'More information asked of a company',
    he: 'התבקש מידע נוסף מחברה',
  },
  'company-inquiry.approved': { en: 'Company inquiry approved', he: 'פניית חברה אושרה' },
  'company-inquiry.denied': { en: 'Company inquiry denied', he: 'פניית חברה נדחתה' },
  'company-update.posted': { en: 'Company update posted', he: 'חברה פרסמה עדכון' },
  'company-update.removed': { en: 'Company update removed', he: 'עדכון של חברה הוסר' },
  'company-inquiry-file.opened': {
    en: 'Company inquiry file opened',
    he: 'נפתח קובץ של פניית חברה',
  },
  'staff.email-changed': {
    en: 'Staff e-mail address changed',
    he: 'כתובת דוא"ל של איש צוות שונתה',
  },
  'staff.email-change-undone': {
    en: 'Staff e-mail change undone',
    he: 'שינוי דוא"ל של איש צוות בוטל',
  },
  'staff.setup-link-issued': { en: 'Staff setup link issued', he: 'הונפק קישור הגדרה לאיש צוות' },
  'staff.setup-completed': { en: 'Staff account set up', he: 'חשבון איש צוות הוגדר' },
}

/** The options of `action`, in `auditActionValues`' order: the database enum depends on it. */
export const auditActions = auditActionValues.map((value) => ({
  value,
  label: auditActionLabels[value],
}))

/**
 * Who did what to an investor account or its data (unlocks, locks, identity-check decisions, a
 * staff member opening the investor's messages, identity details or documents). Append-only: no
 * API caller may change or delete an entry, and the database refuses it too (a trigger, see the
 * migration `identity_check`).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { en: 'Audit entry', he: 'רשומת ביקורת' },
    plural: { en: 'Audit log', he: 'יומן ביקורת' },
  },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['action', 'investor', 'actor', 'createdAt'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  access: { read: isAdminOrCompliance, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [recordActorEmail] },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { en: 'Action', he: 'פעולה' },
      options: auditActions,
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      label: { en: 'Account', he: 'חשבון' },
    },
    {
      name: 'investment',
      type: 'relationship',
      relationTo: 'investments',
      label: { en: 'Investment', he: 'השקעה' },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      label: { en: 'Project', he: 'פרויקט' },
    },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'Staff member', he: 'איש צוות' },
    },
    {
      // Kept as text too: the entry must still say who acted if the staff account is removed.
      name: 'actorEmail',
      type: 'text',
      label: { en: 'Staff member (e-mail)', he: 'איש צוות (דוא"ל)' },
    },
    { name: 'details', type: 'json', label: { en: 'Details', he: 'פרטים' } },
  ],
}
